import { count, eq } from "drizzle-orm";
import type { FollowedProgramme } from "~/shared/company-programmes/schema";
import type { ScheduleInput } from "~/shared/schedules/schema";
import type { Database } from "../database";
import { companyProgramme, schedule } from "./tables";

/**
 * Writes a company programme and the copy in every zone that follows it, in the caller's
 * transaction (decision 043): one change reaches every zone, or none does.
 */
export async function writeCompanyProgramme(
  tx: Pick<Database, "update">,
  options: { programmeId: string; programme: ScheduleInput; now: Date },
): Promise<void> {
  const { programmeId, programme, now } = options;
  await tx
    .update(companyProgramme)
    .set({ programme, updatedAt: now })
    .where(eq(companyProgramme.id, programmeId));
  await tx
    .update(schedule)
    .set({ programme, updatedAt: now })
    .where(eq(schedule.companyProgrammeId, programmeId));
}

/** The company programme `programmeId`, as a zone that follows it tells of it. */
export async function followedProgramme(
  db: Pick<Database, "select">,
  programmeId: string,
): Promise<FollowedProgramme | null> {
  const [found] = await db
    .select({
      id: companyProgramme.id,
      name: companyProgramme.name,
      localChanges: companyProgramme.localChanges,
      zones: count(schedule.zoneId),
    })
    .from(companyProgramme)
    .leftJoin(schedule, eq(schedule.companyProgrammeId, companyProgramme.id))
    .where(eq(companyProgramme.id, programmeId))
    .groupBy(companyProgramme.id);
  return found ?? null;
}
