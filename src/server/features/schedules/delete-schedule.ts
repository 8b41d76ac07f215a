import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import { zoneOfAccount, type ZoneTarget } from "../../domain/zones/zone-of-account";
import { scheduleZoneNotFound } from "./zone-not-found";

/**
 * Removes an establishment's programme and any manual choice with it: its player plays
 * as it did before schedules. Nothing to remove is no error.
 */
export async function deleteSchedule(options: {
  db: Database;
  userId: string;
  target: ZoneTarget;
}): Promise<void> {
  const { userId, target } = options;
  await options.db.transaction(async (tx) => {
    const { zoneId } = await zoneOfAccount(tx, {
      ownerId: userId,
      target,
      notFound: scheduleZoneNotFound,
      lock: "share",
    });
    await tx.delete(schedule).where(eq(schedule.zoneId, zoneId));
  });
}
