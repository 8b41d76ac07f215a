import { playLogCopy } from "~/shared/copy/play-log";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { readChosenEstablishmentId } from "~/web/features/establishments/chosen-establishment";
import { HistoryPage } from "~/web/features/play-log/history-page";
import { KeptNotice } from "~/web/features/play-log/kept-notice";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(playLogCopy.title, playLogCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("play-log:read");

export default function HistoryRoute() {
  return (
    <DashboardSubpage title={playLogCopy.title} lead={playLogCopy.description}>
      <KeptNotice />
      {/* The establishment this browser plays for comes first, when there are several. */}
      <HistoryPage preferredEstablishmentId={readChosenEstablishmentId()} />
    </DashboardSubpage>
  );
}
