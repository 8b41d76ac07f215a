import { asc, eq } from "drizzle-orm";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { establishmentOfAccount } from "../../domain/establishments/establishment-of-account";
import { establishment } from "../../domain/establishments/tables";
import { liveZonesOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";

/**
 * The live zones of one of the account's establishments that a pause acts on: `zoneId`
 * alone, or every zone of it the person works in; a zone not theirs is "not found". With
 * `lock`, the establishment's row is held, as every change to its zones does.
 */
export async function zonesInReach(
  db: Database,
  options: { account: TeamAccount; establishmentId: string; zoneId?: string; lock?: boolean },
) {
  const { account, establishmentId } = options;
  await establishmentOfAccount(db, {
    ownerId: account.ownerId,
    establishmentId,
    notFound: seasonalPausesCopy.errors.notFound,
    lock: options.lock,
  });
  const [place] = await db
    .select({ timeZone: establishment.timeZone })
    .from(establishment)
    .where(eq(establishment.id, establishmentId));
  const zones = (
    await db
      .select({ id: zone.id, name: zone.name })
      .from(zone)
      .where(liveZonesOf(establishmentId))
      .orderBy(asc(zone.position))
  ).filter(
    (found) =>
      worksInZone(account, { id: found.id, establishmentId }) &&
      (options.zoneId === undefined || found.id === options.zoneId),
  );
  if (!place || zones.length === 0)
    throw new AppError("NOT_FOUND", seasonalPausesCopy.errors.notFound);
  return { timeZone: place.timeZone, zones };
}
