import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import { ownedZone, type ScheduleTarget } from "./owned-zone";

/**
 * Removes an establishment's programme and any manual choice with it: its player plays
 * as it did before schedules. Nothing to remove is no error.
 */
export async function deleteSchedule(options: {
  db: Database;
  userId: string;
  target: ScheduleTarget;
}): Promise<void> {
  const { userId, target } = options;
  await options.db.transaction(async (tx) => {
    const { zoneId } = await ownedZone(tx, { userId, target, lock: true });
    await tx.delete(schedule).where(eq(schedule.zoneId, zoneId));
  });
}
