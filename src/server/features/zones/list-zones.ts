import { asc } from "drizzle-orm";
import type { Zone } from "~/shared/zones/schema";
import { zonesCopy } from "~/shared/copy/zones";
import type { Database } from "../../domain/database";
import { establishmentOfAccount } from "../../domain/establishments/establishment-of-account";
import { liveZonesOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";
import { toZone } from "./to-zone";

/** An establishment's live zones, in the order they are shown. */
export async function listZones(options: {
  db: Database;
  userId: string;
  establishmentId: string;
}): Promise<Zone[]> {
  await establishmentOfAccount(options.db, {
    ownerId: options.userId,
    establishmentId: options.establishmentId,
    notFound: zonesCopy.errors.establishmentNotFound,
  });
  const rows = await options.db
    .select()
    .from(zone)
    .where(liveZonesOf(options.establishmentId))
    .orderBy(asc(zone.position), asc(zone.createdAt));
  return rows.map(toZone);
}
