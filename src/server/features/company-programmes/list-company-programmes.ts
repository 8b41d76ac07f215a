import { asc, count, eq, inArray } from "drizzle-orm";
import type { CompanyProgrammeSummary } from "~/shared/company-programmes/schema";
import type { Database } from "../../domain/database";
import { companyProgramme, schedule } from "../../domain/schedules/tables";

/**
 * The owner's company programmes by name, with how many zones follow each and one of them
 * whose "Programación" edits it. A chain has a handful: no pages.
 */
export async function listCompanyProgrammes(
  db: Pick<Database, "select" | "selectDistinctOn">,
  ownerId: string,
): Promise<CompanyProgrammeSummary[]> {
  const rows = await db
    .select({
      id: companyProgramme.id,
      name: companyProgramme.name,
      localChanges: companyProgramme.localChanges,
      updatedAt: companyProgramme.updatedAt,
      zones: count(schedule.zoneId),
    })
    .from(companyProgramme)
    .leftJoin(schedule, eq(schedule.companyProgrammeId, companyProgramme.id))
    .where(eq(companyProgramme.userId, ownerId))
    .groupBy(companyProgramme.id)
    .orderBy(asc(companyProgramme.name), asc(companyProgramme.id));
  const editZones = await firstFollowers(
    db,
    rows.filter((row) => row.zones > 0).map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    editZone: editZones.get(row.id) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One zone following each programme (any edits it; the lowest id is a stable choice). */
async function firstFollowers(db: Pick<Database, "selectDistinctOn">, programmeIds: string[]) {
  if (programmeIds.length === 0) return new Map<string, never>();
  const rows = await db
    .selectDistinctOn([schedule.companyProgrammeId], {
      programmeId: schedule.companyProgrammeId,
      zoneId: schedule.zoneId,
      establishmentId: schedule.establishmentId,
    })
    .from(schedule)
    .where(inArray(schedule.companyProgrammeId, programmeIds))
    .orderBy(schedule.companyProgrammeId, schedule.zoneId);
  return new Map(
    rows.map((row) => [
      row.programmeId ?? "",
      { zoneId: row.zoneId, establishmentId: row.establishmentId },
    ]),
  );
}
