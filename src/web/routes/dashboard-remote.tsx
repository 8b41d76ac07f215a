import { remoteCopy } from "~/shared/copy/remote";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { RemotePage } from "~/web/features/remote/remote-page";

const page = dashboardSubpageRoute(RemotePage, { ...remoteCopy, description: remoteCopy.lead });

export const meta = page.meta;

export default page.Component;
