import { establishmentsCopy } from "~/shared/copy/establishments";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { EstablishmentsPage } from "~/web/features/establishments/establishments-page";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(establishmentsCopy.title, establishmentsCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("schedules:manage");

export default function EstablishmentsRoute() {
  return (
    <DashboardSubpage title={establishmentsCopy.title} lead={establishmentsCopy.lead}>
      <EstablishmentsPage />
    </DashboardSubpage>
  );
}
