import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { pausedAt } from "~/shared/seasonal-pauses/pause-window";
import { useFollowedSchedule } from "./use-schedule-following";

/**
 * "En pausa de temporada hasta el 15 de marzo": why the player is silent while its zone's
 * seasonal pause runs (decision 044). Drawn again whenever the follower looks.
 */
export function SeasonalPauseNotice() {
  const { pause } = useFollowedSchedule();
  const now = new Date();
  if (!pause?.pause || !pausedAt(pause.pause, pause.timeZone, now)) return null;
  return (
    <p
      role="status"
      className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {seasonalPausesCopy.pausedUntil(pause.pause.to, now.getFullYear())}
    </p>
  );
}
