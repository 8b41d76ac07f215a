import { dayAfter, pausedAt } from "~/shared/seasonal-pauses/pause-window";
import type { SeasonalPause } from "~/shared/seasonal-pauses/schema";
import type { PlacedPause } from "../../domain/seasonal-pauses/pauses-of";

/** A pause as the API answers it, as of `now`. */
export function toSeasonalPause(pause: PlacedPause, now: Date): SeasonalPause {
  return {
    id: pause.row.id,
    zoneId: pause.row.zoneId,
    zoneName: pause.zoneName,
    from: pause.from,
    to: pause.to,
    endedAt: pause.endedAt,
    active: pausedAt(pause, pause.timeZone, now),
    back: dayAfter(pause.to),
  };
}
