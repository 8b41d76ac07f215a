import { and, asc, eq, isNull } from "drizzle-orm";
import { remoteCopy } from "~/shared/copy/remote";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";

export interface ZoneListing {
  zoneId: string;
  establishmentId: string;
  establishmentName: string;
  zoneName: string;
}

/**
 * Every zone the user may control, by establishment: today one "Principal" per listed
 * establishment, with the establishment's id (decision 024). Also what a user's live
 * stream hears the zones of.
 */
export async function listControllableZones(options: {
  db: Database;
  userId: string;
}): Promise<ZoneListing[]> {
  const rows = await options.db
    .select({ id: establishment.id, name: establishment.tradingName })
    .from(establishment)
    .where(and(eq(establishment.userId, options.userId), isNull(establishment.archivedAt)))
    .orderBy(asc(establishment.tradingName), asc(establishment.id));
  return rows.map((row) => ({
    zoneId: row.id,
    establishmentId: row.id,
    establishmentName: row.name,
    zoneName: remoteCopy.mainZone,
  }));
}
