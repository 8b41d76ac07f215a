import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { localDate } from "~/shared/seasonal-pauses/pause-window";
import type { SeasonalPauseInput } from "~/shared/seasonal-pauses/schema";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { pausesNotOver } from "../../domain/seasonal-pauses/pauses-of";
import { seasonalPause } from "../../domain/seasonal-pauses/tables";
import { zonesInReach } from "./zones-in-reach";

/**
 * Pauses one zone, or every zone of the establishment the person works in, from `from` to
 * `to` (decision 044): in one transaction, under the establishment's lock, so two requests
 * at once cannot both give a zone a pause. A zone has at most one pause running or to
 * come; one more is refused, naming the zone, and nothing is paused.
 */
export async function pauseZones(options: {
  db: Database;
  account: TeamAccount;
  userId: string;
  establishmentId: string;
  input: SeasonalPauseInput;
  now: Date;
}): Promise<void> {
  const { account, input, now } = options;
  await options.db.transaction(async (tx) => {
    const { timeZone, zones } = await zonesInReach(tx, {
      account,
      establishmentId: options.establishmentId,
      zoneId: input.zoneId,
      lock: true,
    });
    if (input.from < localDate(timeZone, now))
      throw new AppError("BAD_REQUEST", seasonalPausesCopy.errors.past, {
        issues: [{ path: "from", message: seasonalPausesCopy.errors.past }],
      });
    const [taken] = await pausesNotOver(tx, {
      ownerId: account.ownerId,
      now,
      where: inArray(
        seasonalPause.zoneId,
        zones.map((found) => found.id),
      ),
    });
    if (taken) throw new AppError("CONFLICT", seasonalPausesCopy.errors.overlap(taken.zoneName));
    await tx.insert(seasonalPause).values(
      zones.map((found) => ({
        id: randomUUID(),
        zoneId: found.id,
        establishmentId: options.establishmentId,
        fromDate: input.from,
        toDate: input.to,
        createdBy: options.userId,
      })),
    );
  });
}
