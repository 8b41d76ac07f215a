import { scheduleProblems } from "~/shared/schedules/problems";
import type { Schedule, ScheduleInput } from "~/shared/schedules/schema";
import { schedule } from "../../domain/schedules/tables";
import { placedSources } from "./placed-sources";
import { refusal } from "./refusal";
import { changeSchedule, type ScheduleChange } from "./schedule-zone";
import { toSchedule } from "./to-schedule";
import { usableSources } from "./usable-sources";

/**
 * Writes an establishment's programme, replacing the one before; a manual choice in force
 * stays. Refused with per-field issues when slots or special dates overlap or a source is
 * not the user's to play.
 */
export async function saveSchedule(
  options: ScheduleChange & { programme: ScheduleInput },
): Promise<Schedule> {
  const { userId, programme } = options;
  const now = options.now ?? new Date();
  return changeSchedule(options, async (tx, { zoneId, establishmentId, timeZone }) => {
    const [problem, ...problems] = scheduleProblems(programme);
    if (problem) throw refusal([problem, ...problems]);
    await usableSources(tx, { userId, placed: placedSources(programme) });
    const [row] = await tx
      .insert(schedule)
      .values({ zoneId, establishmentId, programme, updatedAt: now })
      .onConflictDoUpdate({ target: schedule.zoneId, set: { programme, updatedAt: now } })
      .returning();
    if (!row) throw new Error("the schedule's upsert returned no row");
    return toSchedule(tx, { userId, row, timeZone, now });
  });
}
