import { eq } from "drizzle-orm";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { Schedule } from "~/shared/schedules/schema";
import { schedule } from "../../domain/schedules/tables";
import { AppError } from "../../domain/app-error";
import { changeSchedule, type ScheduleChange } from "./schedule-zone";
import { toSchedule } from "./to-schedule";

/** "Volver a la programación": the manual choice ends now (none is no error). */
export async function clearScheduleOverride(options: ScheduleChange): Promise<Schedule> {
  const { userId } = options;
  const now = options.now ?? new Date();
  return changeSchedule(options, async (tx, { zoneId, timeZone }) => {
    const [row] = await tx
      .update(schedule)
      .set({ override: null, updatedAt: now })
      .where(eq(schedule.zoneId, zoneId))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", schedulesCopy.errors.noSchedule);
    return toSchedule(tx, { userId, row, timeZone, now });
  });
}
