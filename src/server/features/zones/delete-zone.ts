import { count, eq } from "drizzle-orm";
import { zonesCopy } from "~/shared/copy/zones";
import type { Database } from "../../domain/database";
import { playerWait, playLog, playLogSeal } from "../../domain/play-log/tables";
import { liveZonesOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";
import { zoneOfAccount } from "../../domain/zones/zone-of-account";
import { AppError } from "../../domain/app-error";

/**
 * Removes a zone; never an establishment's last live one (it would have nowhere to play).
 * Once plays, seals or waits refer to it, it is archived instead of deleted, as
 * establishments are (decision 011): its chain is proof for years and must stay
 * verifiable. The establishment's row is locked first, as every change to its zones.
 */
export async function deleteZone(options: {
  db: Database;
  userId: string;
  zoneId: string;
}): Promise<{ archived: boolean }> {
  return options.db.transaction(async (tx) => {
    const { row: found } = await zoneOfAccount(tx, {
      ownerId: options.userId,
      target: { zoneId: options.zoneId },
      notFound: zonesCopy.errors.notFound,
      lock: "establishment",
    });
    const [live] = await tx
      .select({ total: count() })
      .from(zone)
      .where(liveZonesOf(found.establishmentId));
    if ((live?.total ?? 0) <= 1) throw new AppError("CONFLICT", zonesCopy.errors.lastZone);

    const referred = await Promise.all([
      tx.select({ seq: playLog.seq }).from(playLog).where(eq(playLog.zoneId, found.id)).limit(1),
      tx
        .select({ id: playLogSeal.id })
        .from(playLogSeal)
        .where(eq(playLogSeal.zoneId, found.id))
        .limit(1),
      tx
        .select({ id: playerWait.id })
        .from(playerWait)
        .where(eq(playerWait.zoneId, found.id))
        .limit(1),
    ]);
    if (referred.some((rows) => rows.length > 0)) {
      await tx.update(zone).set({ archivedAt: new Date() }).where(eq(zone.id, found.id));
      return { archived: true };
    }
    await tx.delete(zone).where(eq(zone.id, found.id));
    return { archived: false };
  });
}
