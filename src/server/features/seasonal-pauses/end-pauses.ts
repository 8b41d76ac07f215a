import { inArray } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { pausesNotOver } from "../../domain/seasonal-pauses/pauses-of";
import { seasonalPause } from "../../domain/seasonal-pauses/tables";
import { zonesInReach } from "./zones-in-reach";

/**
 * "Reanudar ahora" and "Cancelar pausa" (decision 044): the pauses running or to come of
 * one zone, or of every zone of the establishment the person works in, end at `now` — one
 * running plays again at once, one to come never starts. The row stays, with who ended it.
 */
export async function endPauses(options: {
  db: Database;
  account: TeamAccount;
  userId: string;
  establishmentId: string;
  zoneId?: string | undefined;
  now: Date;
}): Promise<void> {
  const { account, now } = options;
  await options.db.transaction(async (tx) => {
    const { zones } = await zonesInReach(tx, {
      account,
      establishmentId: options.establishmentId,
      zoneId: options.zoneId,
      lock: true,
    });
    const pauses = await pausesNotOver(tx, {
      ownerId: account.ownerId,
      now,
      where: inArray(
        seasonalPause.zoneId,
        zones.map((found) => found.id),
      ),
    });
    if (pauses.length === 0) throw new AppError("NOT_FOUND", seasonalPausesCopy.errors.noPause);
    await tx
      .update(seasonalPause)
      .set({ endedAt: now, endedBy: options.userId })
      .where(
        inArray(
          seasonalPause.id,
          pauses.map((pause) => pause.row.id),
        ),
      );
  });
}
