import { and, eq, inArray, isNull } from "drizzle-orm";
import type { TeamZone } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";

/** Where a person of the team works, named: establishments given whole, and single zones. */
export interface OwnerPlaces {
  establishments: { id: string; name: string }[];
  zones: TeamZone[];
}

/**
 * The owner's listed establishments among `establishmentIds` and listed zones among
 * `zoneIds`, in the order given. A zone of an establishment given whole is left out: the
 * establishment already holds it.
 */
export async function ownerPlaces(
  db: Pick<Database, "select">,
  ownerId: string,
  ids: { establishmentIds: readonly string[]; zoneIds: readonly string[] },
): Promise<OwnerPlaces> {
  const [places, zones] = await Promise.all([
    ids.establishmentIds.length
      ? db
          .select({ id: establishment.id, name: establishment.tradingName })
          .from(establishment)
          .where(
            and(
              eq(establishment.userId, ownerId),
              inArray(establishment.id, [...ids.establishmentIds]),
              isNull(establishment.archivedAt),
            ),
          )
      : [],
    ids.zoneIds.length
      ? db
          .select({
            id: zone.id,
            name: zone.name,
            establishmentId: zone.establishmentId,
            establishmentName: establishment.tradingName,
          })
          .from(zone)
          .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
          .where(
            and(
              eq(establishment.userId, ownerId),
              inArray(zone.id, [...ids.zoneIds]),
              isNull(zone.archivedAt),
              isNull(establishment.archivedAt),
            ),
          )
      : [],
  ]);
  const placeById = new Map(places.map((row) => [row.id, row]));
  const zoneById = new Map(zones.map((row) => [row.id, row]));
  return {
    establishments: ids.establishmentIds.flatMap((id) => placeById.get(id) ?? []),
    zones: ids.zoneIds.flatMap((id) => {
      const found = zoneById.get(id);
      return found && !placeById.has(found.establishmentId) ? [found] : [];
    }),
  };
}

/** The places' names as one line: "Bar Lucía, Terraza de Cafetería Lumen". */
export const placeNames = (places: OwnerPlaces, zoneName: (zone: TeamZone) => string) =>
  [...places.establishments.map((place) => place.name), ...places.zones.map(zoneName)].join(", ");
