import { playLogCopy } from "~/shared/copy/play-log";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { readChosenEstablishmentId } from "~/web/features/establishments/chosen-establishment";
import { HistoryPage } from "~/web/features/play-log/history-page";
import { KeptNotice } from "~/web/features/play-log/kept-notice";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-history";

export const meta = () => pageMeta(playLogCopy.title, playLogCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "play-log:read");
  return null;
}

export default function HistoryRoute() {
  return (
    <>
      <PageHeader title={playLogCopy.title} lead={playLogCopy.description} back />
      <KeptNotice />
      {/* The establishment this browser plays for comes first, when there are several. */}
      <HistoryPage preferredEstablishmentId={readChosenEstablishmentId()} />
    </>
  );
}
