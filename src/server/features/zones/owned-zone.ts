import { and, eq, isNull } from "drizzle-orm";
import { zonesCopy } from "~/shared/copy/zones";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone, type ZoneRow } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";

/**
 * A live zone of one of the user's listed establishments; another user's is "not found",
 * so its existence never leaks. With `lock`, inside a transaction, it holds the zone's
 * establishment's row, as every change to its zones does, so they happen one at a time.
 */
export async function ownedZone(
  tx: Pick<Database, "select">,
  options: { userId: string; zoneId: string; lock?: boolean },
): Promise<ZoneRow> {
  const query = tx
    .select({ zone })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        eq(zone.id, options.zoneId),
        isNull(zone.archivedAt),
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
      ),
    );
  const [found] = options.lock ? await query.for("update", { of: establishment }) : await query;
  if (!found) throw new AppError("NOT_FOUND", zonesCopy.errors.notFound);
  return found.zone;
}

/**
 * Checks that the establishment is the user's and listed ("not found" otherwise); with
 * `lock`, holds its row (see ownedZone).
 */
export async function ownedEstablishment(
  tx: Pick<Database, "select">,
  options: { userId: string; establishmentId: string; lock?: boolean },
): Promise<void> {
  const query = tx
    .select({ id: establishment.id })
    .from(establishment)
    .where(
      and(
        eq(establishment.id, options.establishmentId),
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
      ),
    );
  const [found] = options.lock ? await query.for("update") : await query;
  if (!found) throw new AppError("NOT_FOUND", zonesCopy.errors.establishmentNotFound);
}

/** The live zones of an establishment, in their order. */
export const liveZonesOf = (establishmentId: string) =>
  and(eq(zone.establishmentId, establishmentId), isNull(zone.archivedAt));
