import { and, eq } from "drizzle-orm";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { companyProgramme, type CompanyProgrammeRow } from "../../domain/schedules/tables";

/**
 * The owner's company programme `programmeId`, or 404 as for any stranger's. `lock`: held
 * until the caller's transaction ends, so changes of one programme happen one at a time.
 */
export async function ownedProgramme(
  db: Pick<Database, "select">,
  options: { ownerId: string; programmeId: string; lock?: boolean },
): Promise<CompanyProgrammeRow> {
  const query = db
    .select()
    .from(companyProgramme)
    .where(
      and(
        eq(companyProgramme.id, options.programmeId),
        eq(companyProgramme.userId, options.ownerId),
      ),
    );
  const [row] = await (options.lock ? query.for("update") : query);
  if (!row) throw new AppError("NOT_FOUND", companyProgrammesCopy.errors.notFound);
  return row;
}
