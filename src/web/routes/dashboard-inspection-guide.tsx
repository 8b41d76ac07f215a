import { inspectionGuideCopy } from "~/shared/copy/inspection-guide";
import { InspectionGuidePage } from "~/web/features/certificates/inspection-guide-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-inspection-guide";

export const meta = () => pageMeta(inspectionGuideCopy.title, inspectionGuideCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "certificates:manage");
  return null;
}

export default function InspectionGuideRoute() {
  return (
    <>
      <PageHeader title={inspectionGuideCopy.title} lead={inspectionGuideCopy.lead} back />
      <InspectionGuidePage />
    </>
  );
}
