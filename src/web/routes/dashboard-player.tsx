import { useQuery } from "@tanstack/react-query";
import { teamCan } from "~/shared/accounts/team";
import { playerCopy } from "~/shared/copy/player";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { EstablishmentChooser } from "~/web/features/establishments/establishment-chooser";
import { OfflineSettings } from "~/web/features/offline/offline-settings";
import { PlayerPage } from "~/web/features/player/player-page";
import { SeasonalPauseNotice } from "~/web/features/player/schedule/seasonal-pause-notice";
import { useFollowedSchedule } from "~/web/features/player/schedule/use-schedule-following";
import { OverrideControls } from "~/web/features/schedules/override-controls";
import { ScheduleStatus } from "~/web/features/schedules/schedule-status";
import { pageMeta } from "~/web/lib/page-meta";
import { meQueryOptions } from "~/web/lib/session";

export const meta = () => pageMeta(playerCopy.title, playerCopy.description);

export default function PlayerRoute() {
  const { data } = useQuery(meQueryOptions());
  const { schedule, plays } = useFollowedSchedule();
  if (!data) return null;
  const following = schedule && plays ? { schedule, plays } : null;
  return (
    <>
      <PageHeader title={playerCopy.title} back actions={<EstablishmentChooser />} />
      <PlayerPage
        role={data.user.role}
        top={
          <>
            <SeasonalPauseNotice />
            {following && <ScheduleStatus {...following} />}
          </>
        }
        // Choosing the music by hand is not a team employee's (decision 026).
        listTools={(source) =>
          following &&
          teamCan(data.team.teamRole, "remote:choose-music") && (
            <OverrideControls {...following} source={source} />
          )
        }
        after={<OfflineSettings />}
      />
    </>
  );
}
