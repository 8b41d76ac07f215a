import type { TeamZone } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { namedEstablishmentsOf } from "../../domain/establishments/listed-establishments";
import { namedZonesOf, type NamedZone } from "../../domain/zones/live-zones";

/** Where a person of the team works, named: establishments given whole, and single zones. */
export interface OwnerEstablishments {
  establishments: { id: string; name: string }[];
  zones: TeamZone[];
}

/** A live zone as "Equipo" names it. */
export const toTeamZone = (found: NamedZone): TeamZone => ({
  id: found.zoneId,
  name: found.zoneName,
  establishmentId: found.establishmentId,
  establishmentName: found.establishmentName,
});

/**
 * The owner's listed establishments among `establishmentIds` and live zones among
 * `zoneIds`, in the order given. A zone of an establishment given whole is left out: the
 * establishment already holds it.
 */
export async function ownerEstablishments(
  db: Pick<Database, "select">,
  ownerId: string,
  ids: { establishmentIds: readonly string[]; zoneIds: readonly string[] },
): Promise<OwnerEstablishments> {
  const [establishments, zones] = await Promise.all([
    namedEstablishmentsOf(db, { ownerId, ids: ids.establishmentIds }),
    namedZonesOf(db, { ownerId, zoneIds: ids.zoneIds }),
  ]);
  const establishmentById = new Map(establishments.map((row) => [row.id, row]));
  const zoneById = new Map(zones.map((row) => [row.zoneId, toTeamZone(row)]));
  return {
    establishments: ids.establishmentIds.flatMap((id) => establishmentById.get(id) ?? []),
    zones: ids.zoneIds.flatMap((id) => {
      const found = zoneById.get(id);
      return found && !establishmentById.has(found.establishmentId) ? [found] : [];
    }),
  };
}

/** The establishments' and zones' names as one line: "Bar Lucía, Terraza de Cafetería Lumen". */
export const establishmentNames = (
  given: OwnerEstablishments,
  zoneName: (zone: TeamZone) => string,
) => [...given.establishments.map((found) => found.name), ...given.zones.map(zoneName)].join(", ");
