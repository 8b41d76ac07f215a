import { inspectionGuideCopy } from "~/shared/copy/inspection-guide";
import { InspectionGuidePage } from "~/web/features/certificates/inspection-guide-page";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { teamPermissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(InspectionGuidePage, inspectionGuideCopy);

export const meta = page.meta;

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("certificates:manage");

export default page.Component;
