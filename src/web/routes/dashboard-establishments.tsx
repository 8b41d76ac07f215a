import { establishmentsCopy } from "~/shared/copy/establishments";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { EstablishmentsPage } from "~/web/features/establishments/establishments-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-establishments";

export const meta = () => pageMeta(establishmentsCopy.title, establishmentsCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "schedules:manage");
  return null;
}

export default function EstablishmentsRoute() {
  return (
    <>
      <PageHeader title={establishmentsCopy.title} lead={establishmentsCopy.lead} back />
      <EstablishmentsPage />
    </>
  );
}
