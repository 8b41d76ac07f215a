import { eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import type { SeasonalPause } from "~/shared/seasonal-pauses/schema";
import type { Database } from "../../domain/database";
import { pausesNotOver } from "../../domain/seasonal-pauses/pauses-of";
import { seasonalPause } from "../../domain/seasonal-pauses/tables";
import { toSeasonalPause } from "./to-seasonal-pause";
import { zonesInReach } from "./zones-in-reach";

/** The pauses running or to come of the establishment's zones the person works in. */
export async function listPauses(options: {
  db: Database;
  account: TeamAccount;
  establishmentId: string;
  now: Date;
}): Promise<SeasonalPause[]> {
  const { db, account, establishmentId, now } = options;
  const { zones } = await zonesInReach(db, { account, establishmentId });
  const theirs = new Set(zones.map((found) => found.id));
  const pauses = await pausesNotOver(db, {
    ownerId: account.ownerId,
    now,
    where: eq(seasonalPause.establishmentId, establishmentId),
  });
  return pauses
    .filter((pause) => theirs.has(pause.row.zoneId))
    .map((pause) => toSeasonalPause(pause, now));
}
