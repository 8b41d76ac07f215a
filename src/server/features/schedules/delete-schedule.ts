import { eq } from "drizzle-orm";
import { schedule } from "../../domain/schedules/tables";
import { changeSchedule, type ScheduleChange } from "./schedule-zone";

/**
 * Removes an establishment's programme and any manual choice with it: its player plays
 * as it did before schedules. Nothing to remove is no error.
 */
export async function deleteSchedule(options: ScheduleChange): Promise<void> {
  await changeSchedule(options, async (tx, { zoneId }) => {
    await tx.delete(schedule).where(eq(schedule.zoneId, zoneId));
  });
}
