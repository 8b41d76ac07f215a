import { inspectionGuideCopy } from "~/shared/copy/inspection-guide";
import { InspectionGuidePage } from "~/web/features/certificates/inspection-guide-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(inspectionGuideCopy.title, inspectionGuideCopy.description);

export default function InspectionGuideRoute() {
  return (
    <>
      <PageHeader title={inspectionGuideCopy.title} lead={inspectionGuideCopy.lead} back />
      <InspectionGuidePage />
    </>
  );
}
