import { playLogCopy } from "~/shared/copy/play-log";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { readChosenEstablishmentId } from "~/web/features/establishments/chosen-establishment";
import { HistoryPage } from "~/web/features/play-log/history-page";
import { KeptNotice } from "~/web/features/play-log/kept-notice";
import { teamPermissionLoader } from "~/web/lib/route-guards";

function History() {
  return (
    <>
      <KeptNotice />
      {/* The establishment this browser plays for comes first, when there are several. */}
      <HistoryPage preferredEstablishmentId={readChosenEstablishmentId()} />
    </>
  );
}

const page = dashboardSubpageRoute(History, { ...playLogCopy, lead: playLogCopy.description });

export const meta = page.meta;

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("play-log:read");

export default page.Component;
