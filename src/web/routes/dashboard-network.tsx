import { networkCopy } from "~/shared/copy/network";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { NetworkPage } from "~/web/features/network/network-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(NetworkPage, { ...networkCopy, lead: networkCopy.description });

export const meta = page.meta;

/** An employee goes back to the dashboard: head office's view is the owner's and the managers' (decision 041). */
export const clientLoader = teamPermissionLoader("network:read");

export default page.Component;
