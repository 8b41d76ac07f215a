import { establishmentsCopy } from "~/shared/copy/establishments";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { EstablishmentsPage } from "~/web/features/establishments/establishments-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(EstablishmentsPage, establishmentsCopy);

export const meta = page.meta;

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("schedules:manage");

export default page.Component;
