import { and, eq, ne, sql } from "drizzle-orm";
import { zonesCopy } from "~/shared/copy/zones";
import type { Database } from "../../domain/database";
import { liveZonesOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";

/**
 * Refuses a name another live zone of the establishment has, whatever its case ("Terraza"
 * and "terraza" are one name to the person who reads the list). The unique index says the
 * same; asking first gives the owner the field's message instead of a conflict.
 */
export async function refuseTakenName(
  tx: Pick<Database, "select">,
  options: { establishmentId: string; name: string; exceptZoneId?: string },
): Promise<void> {
  const [taken] = await tx
    .select({ id: zone.id })
    .from(zone)
    .where(
      and(
        liveZonesOf(options.establishmentId),
        eq(sql`lower(${zone.name})`, options.name.toLowerCase()),
        options.exceptZoneId ? ne(zone.id, options.exceptZoneId) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw new AppError("CONFLICT", zonesCopy.errors.taken, {
      issues: [{ path: "name", message: zonesCopy.errors.taken }],
    });
}
