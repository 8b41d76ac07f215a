import type { ZonePauseState } from "~/shared/seasonal-pauses/schema";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import type { Database } from "../../domain/database";
import { pauseOfZone } from "../../domain/seasonal-pauses/pauses-of";
import { zoneOfAccount, type ZoneRead } from "../../domain/zones/zone-of-account";
import { toSeasonalPause } from "./to-seasonal-pause";

/**
 * What the zone's player asks (decision 044): whether the zone is paused now, and its
 * pause running or to come, so that it says why it is silent and when it comes back.
 */
export async function zonePauseState(options: {
  db: Database;
  ownerId: string;
  zoneId: string;
  read?: ZoneRead | undefined;
  now: Date;
}): Promise<ZonePauseState> {
  const { db, ownerId, now } = options;
  const { zoneId, timeZone } = await zoneOfAccount(db, {
    ownerId,
    target: { zoneId: options.zoneId },
    notFound: seasonalPausesCopy.errors.notFound,
    read: options.read,
  });
  const found = await pauseOfZone(db, { ownerId, zoneId, now });
  const pause = found && toSeasonalPause(found, now);
  return { paused: pause?.active ?? false, pause, timeZone };
}
