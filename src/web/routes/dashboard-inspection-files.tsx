import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { readChosenEstablishmentId } from "~/web/features/establishments/chosen-establishment";
import { InspectionFilesPage } from "~/web/features/inspection-files/inspection-files-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

const copy = inspectionFilesCopy.section;

function InspectionFiles() {
  // The establishment this browser plays for comes first, when there are several.
  return <InspectionFilesPage preferredEstablishmentId={readChosenEstablishmentId()} />;
}

const page = dashboardSubpageRoute(InspectionFiles, {
  title: copy.title,
  description: copy.intro,
  lead: copy.intro,
});

export const meta = page.meta;

/** Owners and managers; an employee goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("inspection-files:make");

export default page.Component;
