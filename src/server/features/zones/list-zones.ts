import { asc } from "drizzle-orm";
import type { Zone } from "~/shared/zones/schema";
import type { Database } from "../../domain/database";
import { zone } from "../../domain/zones/tables";
import { liveZonesOf, ownedEstablishment } from "./owned-zone";
import { toZone } from "./to-zone";

/** An establishment's live zones, in the order they are shown. */
export async function listZones(options: {
  db: Database;
  userId: string;
  establishmentId: string;
}): Promise<Zone[]> {
  await ownedEstablishment(options.db, options);
  const rows = await options.db
    .select()
    .from(zone)
    .where(liveZonesOf(options.establishmentId))
    .orderBy(asc(zone.position), asc(zone.createdAt));
  return rows.map(toZone);
}
