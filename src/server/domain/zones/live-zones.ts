import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../database";
import { establishment } from "../establishments/tables";
import { zone } from "./tables";

/** The live zones of an establishment. */
export const liveZonesOf = (establishmentId: string) =>
  and(eq(zone.establishmentId, establishmentId), isNull(zone.archivedAt));

/**
 * The live zones of the owner's listed establishments, for a query of `zone` joined with
 * its `establishment`: what the owner plays, is paid for, and gives their team.
 */
export const isLiveZoneOf = (ownerId: string) =>
  and(eq(establishment.userId, ownerId), isNull(establishment.archivedAt), isNull(zone.archivedAt));

/** A live zone of the owner's, named, with its establishment. */
export interface NamedZone {
  zoneId: string;
  zoneName: string;
  establishmentId: string;
  establishmentName: string;
}

/**
 * The owner's live zones (all, or those among `zoneIds`), by establishment and in each
 * one's order (decisions 023, 024): the remote's list, what the live stream hears, what
 * plays now, and the zones a team is given.
 */
export async function namedZonesOf(
  db: Pick<Database, "select">,
  options: { ownerId: string; zoneIds?: readonly string[] },
): Promise<NamedZone[]> {
  if (options.zoneIds?.length === 0) return [];
  return db
    .select({
      zoneId: zone.id,
      zoneName: zone.name,
      establishmentId: establishment.id,
      establishmentName: establishment.tradingName,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        isLiveZoneOf(options.ownerId),
        options.zoneIds ? inArray(zone.id, [...options.zoneIds]) : undefined,
      ),
    )
    .orderBy(asc(establishment.tradingName), asc(establishment.id), asc(zone.position));
}
