import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";

export interface ZoneListing {
  zoneId: string;
  establishmentId: string;
  establishmentName: string;
  zoneName: string;
}

/**
 * Every zone the user may control: the live zones of their listed establishments, by
 * establishment and in each one's order (decisions 023, 024). Also what a user's live
 * stream hears the zones of.
 */
export async function listControllableZones(options: {
  db: Database;
  userId: string;
}): Promise<ZoneListing[]> {
  return options.db
    .select({
      zoneId: zone.id,
      establishmentId: establishment.id,
      establishmentName: establishment.tradingName,
      zoneName: zone.name,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
        isNull(zone.archivedAt),
      ),
    )
    .orderBy(asc(establishment.tradingName), asc(establishment.id), asc(zone.position));
}
