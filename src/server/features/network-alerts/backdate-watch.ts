import { eq, sql } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { zoneWatch } from "../../domain/network/tables";
import { refreshNetworkWatch, type NetworkEvents } from "../../domain/network/refresh-zone-watch";
import { checkNetworkAlerts, type AlertMail, type EpisodesChanged } from "./check-network-alerts";

/**
 * The network's test clock (NETWORK_TEST_CLOCK, never in production): the minute's check,
 * with the account's zones taken to have been in their status `minutes` longer, so that a
 * browser test sees an alert raised and mailed without waiting out its minutes. Only the
 * account's own zones move: other tests' zones, and the real clock, are left alone.
 */
export async function backdateNetworkWatch(options: {
  db: Database;
  events: NetworkEvents;
  mail: AlertMail;
  reserveHours: number;
  ownerId: string;
  minutes: number;
  onEpisodes?: EpisodesChanged;
  now: Date;
}): Promise<{ zones: number }> {
  const { db, events, now } = options;
  // A zone without its row yet (no player has spoken, no minute has passed) gets it first.
  await refreshNetworkWatch({ db, events, reserveHours: options.reserveHours, now });
  const moved = await db
    .update(zoneWatch)
    .set({ since: sql`${zoneWatch.since} - make_interval(mins => ${options.minutes})` })
    .where(eq(zoneWatch.ownerId, options.ownerId))
    .returning({ zoneId: zoneWatch.zoneId });
  await checkNetworkAlerts({ db, events, mail: options.mail, onEpisodes: options.onEpisodes, now });
  return { zones: moved.length };
}
