import { inArray } from "drizzle-orm";
import { zoneStatus } from "~/shared/remote/zone-status";
import type { LiveZone } from "~/shared/schemas/remote";
import type { Database } from "../../db/client";
import { zoneState } from "../../db/schema";
import { listControllableZones } from "./list-controllable-zones";
import { toZoneState } from "./to-zone-state";

/**
 * "Mando": every zone the user controls, with its latest state and what it amounts to now
 * (a state not heard for 45 s is "Sin reproductor", not what it last said).
 */
export async function readLiveZones(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<LiveZone[]> {
  const zones = await listControllableZones(options);
  if (zones.length === 0) return [];
  const rows = await options.db
    .select({ zoneId: zoneState.zoneId, state: zoneState.state, seenAt: zoneState.seenAt })
    .from(zoneState)
    .where(
      inArray(
        zoneState.zoneId,
        zones.map((zone) => zone.zoneId),
      ),
    );
  const states = new Map(rows.map((row) => [row.zoneId, toZoneState(row)]));
  const now = options.now ?? new Date();
  return zones.map((zone) => {
    const state = states.get(zone.zoneId) ?? null;
    return { ...zone, status: zoneStatus(state, now), state };
  });
}
