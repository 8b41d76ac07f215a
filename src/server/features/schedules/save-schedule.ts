import { scheduleProblems } from "~/shared/schedules/problems";
import type { Schedule, ScheduleInput } from "~/shared/schedules/schema";
import { schedule } from "../../domain/schedules/tables";
import { placedSources } from "./placed-sources";
import { refusal } from "./refusal";
import { writeCompanyProgramme } from "../../domain/schedules/company-programmes";
import { companyRule } from "./company-rule";
import { changeSchedule, type ProgrammeChange } from "./schedule-zone";
import { toSchedule } from "./to-schedule";
import { usableSources } from "./usable-sources";

/**
 * Writes an establishment's programme, replacing the one before; a manual choice in force
 * stays. Refused with per-field issues when slots or special dates overlap or a source is
 * not the user's to play. A zone following a company programme changes it for every zone
 * that follows it, or leaves it, as `companyRule` says.
 */
export async function saveSchedule(
  options: ProgrammeChange & { programme: ScheduleInput },
): Promise<Schedule> {
  const { userId, programme } = options;
  const now = options.now ?? new Date();
  return changeSchedule(options, async (tx, { zoneId, establishmentId, timeZone }) => {
    const [problem, ...problems] = scheduleProblems(programme);
    if (problem) throw refusal([problem, ...problems]);
    await usableSources(tx, { userId, placed: placedSources(programme) });
    const reach = await companyRule(tx, { zoneId, teamRole: options.teamRole });
    if (reach !== "own")
      await writeCompanyProgramme(tx, { programmeId: reach.programmeId, programme, now });
    const companyProgrammeId = reach === "own" ? null : reach.programmeId;
    const [row] = await tx
      .insert(schedule)
      .values({ zoneId, establishmentId, programme, companyProgrammeId, updatedAt: now })
      .onConflictDoUpdate({
        target: schedule.zoneId,
        set: { programme, companyProgrammeId, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error("the schedule's upsert returned no row");
    return toSchedule(tx, { userId, row, timeZone, now });
  });
}
