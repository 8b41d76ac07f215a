import { eq } from "drizzle-orm";
import { schedule } from "../../domain/schedules/tables";
import { companyRule } from "./company-rule";
import { changeSchedule, type ProgrammeChange } from "./schedule-zone";

/**
 * Removes an establishment's programme and any manual choice with it: its player plays
 * as it did before schedules. Nothing to remove is no error. A zone following a company
 * programme leaves it; a manager may remove it only where the programme lets them.
 */
export async function deleteSchedule(options: ProgrammeChange): Promise<void> {
  await changeSchedule(options, async (tx, { zoneId }) => {
    await companyRule(tx, { zoneId, teamRole: options.teamRole });
    await tx.delete(schedule).where(eq(schedule.zoneId, zoneId));
  });
}
