import { eq } from "drizzle-orm";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import type { BlockPlace } from "~/shared/blocked-songs/schema";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";

/**
 * Where a person may block or allow a song (decision 045): every zone (no `zoneId`) is the
 * owner's alone; a zone must be one of the owner's that the person works in — any other
 * is "not found", as another establishment is to a member. Archived zones stay reachable
 * for the owner, so a block left in one can still be allowed.
 */
export async function blockPlace(
  db: Pick<Database, "select">,
  options: { account: TeamAccount; zoneId?: string | undefined },
): Promise<BlockPlace | null> {
  const { account, zoneId } = options;
  if (zoneId === undefined) {
    if (account.teamRole !== "owner")
      throw new AppError("FORBIDDEN", blockedSongsCopy.errors.everywhereIsOwners);
    return null;
  }
  const [found] = await db
    .select({
      zoneId: zone.id,
      zoneName: zone.name,
      establishmentId: establishment.id,
      establishmentName: establishment.tradingName,
      ownerId: establishment.userId,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(eq(zone.id, zoneId));
  if (
    !found ||
    found.ownerId !== account.ownerId ||
    !worksInZone(account, { id: found.zoneId, establishmentId: found.establishmentId })
  )
    throw new AppError("NOT_FOUND", blockedSongsCopy.errors.zoneNotFound);
  return {
    zoneId: found.zoneId,
    zoneName: found.zoneName,
    establishmentName: found.establishmentName,
  };
}
