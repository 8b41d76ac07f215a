import { inspectionGuideCopy } from "~/shared/copy/inspection-guide";
import { InspectionGuidePage } from "~/web/features/certificates/inspection-guide-page";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(inspectionGuideCopy.title, inspectionGuideCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("certificates:manage");

export default function InspectionGuideRoute() {
  return (
    <DashboardSubpage title={inspectionGuideCopy.title} lead={inspectionGuideCopy.lead}>
      <InspectionGuidePage />
    </DashboardSubpage>
  );
}
