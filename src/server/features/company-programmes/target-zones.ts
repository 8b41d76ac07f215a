import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { ProgrammeTarget, ProgrammeZone } from "~/shared/company-programmes/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { companyProgramme, schedule } from "../../domain/schedules/tables";
import { isLiveZoneOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";

const among = <T>(column: Parameters<typeof inArray>[0], values: readonly T[]) =>
  values.length ? inArray(column, [...values]) : undefined;

/**
 * The owner's live zones a target names (decision 043) — in its provinces, of its
 * establishments, or named — with what each follows now: the preview, and what applying
 * writes. A stranger's establishment or zone matches nothing.
 */
export function targetZones(
  db: Pick<Database, "select">,
  options: { ownerId: string; target: ProgrammeTarget },
): Promise<ProgrammeZone[]> {
  return programmeZones(db, { ownerId: options.ownerId, where: namedBy(options.target) });
}

/** The target's condition, for a query of `zone` joined with its `establishment`. */
export function namedBy(target: ProgrammeTarget): SQL | undefined {
  const named = [
    among(establishment.province, target.provinces),
    among(establishment.id, target.establishmentIds),
    among(zone.id, target.zoneIds),
  ].filter((condition): condition is SQL => condition !== undefined);
  return or(...named);
}

/** The zones that follow the company programme `programmeId`. */
export const followersOf = (
  db: Pick<Database, "select">,
  options: { ownerId: string; programmeId: string },
) =>
  programmeZones(db, {
    ownerId: options.ownerId,
    where: eq(schedule.companyProgrammeId, options.programmeId),
  });

function programmeZones(
  db: Pick<Database, "select">,
  options: { ownerId: string; where: SQL | undefined },
): Promise<ProgrammeZone[]> {
  return db
    .select({
      zoneId: zone.id,
      zoneName: zone.name,
      establishmentId: establishment.id,
      establishmentName: establishment.tradingName,
      province: establishment.province,
      followsId: companyProgramme.id,
      followsName: companyProgramme.name,
      scheduled: schedule.zoneId,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .leftJoin(schedule, eq(schedule.zoneId, zone.id))
    .leftJoin(companyProgramme, eq(companyProgramme.id, schedule.companyProgrammeId))
    .where(and(isLiveZoneOf(options.ownerId), options.where))
    .orderBy(asc(establishment.tradingName), asc(establishment.id), asc(zone.position))
    .then((rows) =>
      rows.map(({ followsId, followsName, scheduled, ...row }) => ({
        ...row,
        follows: followsId && followsName ? { id: followsId, name: followsName } : null,
        hasSchedule: scheduled !== null,
      })),
    );
}
