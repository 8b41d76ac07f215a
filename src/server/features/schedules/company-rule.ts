import { eq } from "drizzle-orm";
import type { TeamRole } from "~/shared/accounts/team";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import { AppError } from "../../domain/app-error";
import type { Transaction } from "../../domain/database";
import { companyProgramme, schedule } from "../../domain/schedules/tables";

/**
 * Whom a change of a zone's programme reaches (decision 043): the zone alone ("own"), or,
 * when the owner changes a zone that follows a company programme, the programme and every
 * zone that follows it. A manager may change such a zone only where the programme lets
 * them, and the zone then has its own programme; otherwise 403. The programme's row stays
 * locked until the change is written.
 */
export async function companyRule(
  tx: Transaction,
  options: { zoneId: string; teamRole: TeamRole },
): Promise<{ programmeId: string } | "own"> {
  const [followed] = await tx
    .select({ id: companyProgramme.id, localChanges: companyProgramme.localChanges })
    .from(schedule)
    .innerJoin(companyProgramme, eq(companyProgramme.id, schedule.companyProgrammeId))
    .where(eq(schedule.zoneId, options.zoneId))
    .for("update", { of: companyProgramme });
  if (!followed) return "own";
  if (options.teamRole === "owner") return { programmeId: followed.id };
  if (followed.localChanges) return "own";
  throw new AppError("FORBIDDEN", companyProgrammesCopy.errors.managedByHeadOffice);
}
