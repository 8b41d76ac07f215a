import { count, eq } from "drizzle-orm";
import { zonesCopy } from "~/shared/copy/zones";
import type { Database } from "../../domain/database";
import { loggedAgainst } from "../../domain/play-log/logged-against";
import { liveZonesOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";
import { changeZone } from "./change-zone";

/**
 * Removes a zone; never an establishment's last live one (it would have nowhere to play).
 * Once plays, seals or waits refer to it, it is archived instead of deleted, as
 * establishments are (decision 011): its chain is proof for years and must stay
 * verifiable.
 */
export async function deleteZone(options: {
  db: Database;
  userId: string;
  zoneId: string;
}): Promise<{ archived: boolean }> {
  return changeZone(options, async (tx, found) => {
    const [live] = await tx
      .select({ total: count() })
      .from(zone)
      .where(liveZonesOf(found.establishmentId));
    if ((live?.total ?? 0) <= 1) throw new AppError("CONFLICT", zonesCopy.errors.lastZone);

    if (await loggedAgainst(tx, "zoneId", found.id)) {
      await tx.update(zone).set({ archivedAt: new Date() }).where(eq(zone.id, found.id));
      return { archived: true };
    }
    await tx.delete(zone).where(eq(zone.id, found.id));
    return { archived: false };
  });
}
