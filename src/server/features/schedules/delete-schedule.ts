import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import type { ZoneTarget } from "../../domain/zones/zone-of-account";
import { changeSchedule } from "./schedule-zone";

/**
 * Removes an establishment's programme and any manual choice with it: its player plays
 * as it did before schedules. Nothing to remove is no error.
 */
export async function deleteSchedule(options: {
  db: Database;
  userId: string;
  target: ZoneTarget;
}): Promise<void> {
  await changeSchedule(options, async (tx, { zoneId }) => {
    await tx.delete(schedule).where(eq(schedule.zoneId, zoneId));
  });
}
