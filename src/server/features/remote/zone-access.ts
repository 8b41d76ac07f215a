import { and, eq, isNull } from "drizzle-orm";
import { remoteCopy } from "~/shared/copy/remote";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";

export interface ControllableZone {
  zoneId: string;
  establishmentId: string;
}

/**
 * The one answer to "may this user control zone X, and whose establishment is it", asked
 * on every command and every player's state: a live zone of one of the user's listed
 * establishments (decisions 023, 024). Another user's, an archived one or none at all is
 * "not found", so its existence never leaks.
 */
export async function controllableZone(
  db: Database,
  options: { userId: string; zoneId: string },
): Promise<ControllableZone> {
  const [found] = await db
    .select({ zoneId: zone.id, establishmentId: zone.establishmentId })
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
  if (!found) throw new AppError("NOT_FOUND", remoteCopy.errors.zoneNotFound);
  return found;
}
