import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import type { ProgrammeTarget, ProgrammeZone } from "~/shared/company-programmes/schema";
import type { ScheduleInput } from "~/shared/schedules/schema";
import { AppError } from "../../domain/app-error";
import type { Transaction } from "../../domain/database";
import { schedule } from "../../domain/schedules/tables";
import { targetZones } from "./target-zones";

/**
 * Makes every zone a target names follow the company programme, in the caller's
 * transaction: each gets the programme's copy and keeps a manual choice in force. A zone
 * that followed another company programme follows this one from now on.
 */
export async function applyProgramme(
  tx: Transaction,
  options: {
    ownerId: string;
    programmeId: string;
    programme: ScheduleInput;
    target: ProgrammeTarget;
    now: Date;
  },
): Promise<ProgrammeZone[]> {
  const { programmeId, programme, now } = options;
  const zones = await targetZones(tx, options);
  if (zones.length === 0)
    throw new AppError("BAD_REQUEST", companyProgrammesCopy.errors.noZoneMatches);
  await tx
    .insert(schedule)
    .values(
      zones.map((each) => ({
        zoneId: each.zoneId,
        establishmentId: each.establishmentId,
        programme,
        companyProgrammeId: programmeId,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: schedule.zoneId,
      set: { programme, companyProgrammeId: programmeId, updatedAt: now },
    });
  return zones;
}
