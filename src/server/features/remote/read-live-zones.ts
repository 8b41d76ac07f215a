import { inArray } from "drizzle-orm";
import { zoneStatus } from "~/shared/remote/zone-status";
import type { LiveZone } from "~/shared/remote/schema";
import type { Database } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import { namedZonesOf } from "../../domain/zones/live-zones";
import { zoneState } from "../../domain/zones/tables";
import { toZoneState } from "./to-zone-state";

/**
 * "Mando": every zone the user controls, with its latest state and what it amounts to now
 * (a state not heard for 45 s is "Sin reproductor", not what it last said), and the list
 * chosen by hand for it while that lasts.
 */
export async function readLiveZones(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<LiveZone[]> {
  const zones = await namedZonesOf(options.db, { ownerId: options.userId });
  if (zones.length === 0) return [];
  const ids = zones.map((zone) => zone.zoneId);
  const rows = await options.db
    .select({ zoneId: zoneState.zoneId, state: zoneState.state, seenAt: zoneState.seenAt })
    .from(zoneState)
    .where(inArray(zoneState.zoneId, ids));
  const states = new Map(rows.map((row) => [row.zoneId, toZoneState(row)]));
  const now = options.now ?? new Date();
  // The choice by hand, so a remote shows the list it put until it ends (not its first).
  const overrides = await options.db
    .select({ zoneId: schedule.zoneId, override: schedule.override })
    .from(schedule)
    .where(inArray(schedule.zoneId, ids));
  const chosen = new Map(
    overrides.flatMap(({ zoneId, override }) =>
      override && Date.parse(override.until) > now.getTime()
        ? [[zoneId, { source: override.source, until: override.until }] as const]
        : [],
    ),
  );
  return zones.map((zone) => {
    const state = states.get(zone.zoneId) ?? null;
    return {
      ...zone,
      status: zoneStatus(state, now),
      state,
      chosen: chosen.get(zone.zoneId) ?? null,
    };
  });
}
