import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import type { CreateCompanyProgramme, ProgrammeZone } from "~/shared/company-programmes/schema";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { companyProgramme, schedule } from "../../domain/schedules/tables";
import { applyProgramme } from "./apply-programme";
import { targetZones } from "./target-zones";

const errors = companyProgrammesCopy.errors;

/**
 * "Nuevo programa de empresa" (decision 043): the programme of one of the owner's zones
 * becomes the company's, and that zone and every zone the target names follow it, in one
 * transaction.
 */
export function createCompanyProgramme(options: {
  db: Database;
  ownerId: string;
  input: CreateCompanyProgramme;
  now: Date;
}): Promise<{ id: string; zones: ProgrammeZone[] }> {
  const { ownerId, input, now } = options;
  return options.db.transaction(async (tx) => {
    const [from] = await targetZones(tx, {
      ownerId,
      target: { provinces: [], establishmentIds: [], zoneIds: [input.fromZoneId] },
    });
    if (!from) throw new AppError("NOT_FOUND", errors.fromZoneNotFound);
    const [source] = await tx
      .select({ programme: schedule.programme })
      .from(schedule)
      .where(eq(schedule.zoneId, from.zoneId));
    if (!source) throw new AppError("BAD_REQUEST", errors.fromZoneWithoutSchedule);
    const id = randomUUID();
    await tx.insert(companyProgramme).values({
      id,
      userId: ownerId,
      name: input.name,
      programme: source.programme,
      localChanges: input.localChanges,
      createdAt: now,
      updatedAt: now,
    });
    const zones = await applyProgramme(tx, {
      ownerId,
      programmeId: id,
      target: { ...input.target, zoneIds: [...input.target.zoneIds, from.zoneId] },
      now,
    });
    return { id, zones };
  });
}
