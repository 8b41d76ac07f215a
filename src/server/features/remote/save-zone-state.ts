import type { ZoneState, ZoneStateInput } from "~/shared/remote/schema";
import type { Database } from "../../domain/database";
import { remoteCopy } from "~/shared/copy/remote";
import { zoneState } from "../../domain/zones/tables";
import { zoneOfAccount, type AccountZone, type ZoneRead } from "../../domain/zones/zone-of-account";
import { toZoneState } from "./to-zone-state";

/**
 * A zone's player says what it is doing (at every change, and every 20 s while it holds
 * the zone): kept as the zone's latest state, by the server's clock, for the remotes that
 * open later. The caller publishes it for the remotes already open.
 */
export async function saveZoneState(options: {
  db: Database;
  userId: string;
  zoneId: string;
  input: ZoneStateInput;
  /** The zone as this request already read it (the team gate's). */
  read?: ZoneRead | undefined;
  now?: Date;
}): Promise<{ zone: AccountZone; state: ZoneState }> {
  const { db, input } = options;
  const zone = await zoneOfAccount(db, {
    ownerId: options.userId,
    target: { zoneId: options.zoneId },
    notFound: remoteCopy.errors.zoneNotFound,
    read: options.read,
  });
  const seenAt = options.now ?? new Date();
  const row = { deviceId: input.deviceId, state: input, seenAt };
  await db
    .insert(zoneState)
    .values({ zoneId: zone.zoneId, establishmentId: zone.establishmentId, ...row })
    .onConflictDoUpdate({ target: zoneState.zoneId, set: row });
  return { zone, state: toZoneState(row) };
}
