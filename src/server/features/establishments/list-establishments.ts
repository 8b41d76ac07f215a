import { and, asc, inArray, isNull } from "drizzle-orm";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import type { ZoneSummary } from "~/shared/zones/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { listedEstablishmentsOf } from "../../domain/establishments/listed-establishments";
import { toEstablishment } from "./to-establishment";

/**
 * One user's establishments, oldest first (the first one is the one asked for at sign-up),
 * each with its live zones in their order, so the player needs no second request;
 * archived ones are left out, for the owner and the admin alike.
 */
export async function listEstablishments(options: {
  db: Database;
  userId: string;
}): Promise<ListedEstablishment[]> {
  const rows = await options.db
    .select()
    .from(establishment)
    .where(listedEstablishmentsOf(options.userId))
    .orderBy(asc(establishment.createdAt), asc(establishment.id));
  const zones =
    rows.length === 0
      ? []
      : await options.db
          .select({
            id: zone.id,
            establishmentId: zone.establishmentId,
            name: zone.name,
            position: zone.position,
          })
          .from(zone)
          .where(
            and(
              inArray(
                zone.establishmentId,
                rows.map((row) => row.id),
              ),
              isNull(zone.archivedAt),
            ),
          )
          .orderBy(asc(zone.position), asc(zone.createdAt));
  const zonesOf = new Map<string, ZoneSummary[]>();
  for (const { establishmentId, ...summary } of zones)
    zonesOf.set(establishmentId, [...(zonesOf.get(establishmentId) ?? []), summary]);
  return rows.map((row) => ({ ...toEstablishment(row), zones: zonesOf.get(row.id) ?? [] }));
}
