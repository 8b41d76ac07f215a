import { and, eq, sql } from "drizzle-orm";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import type { ProgrammeTarget, ProgrammeZone } from "~/shared/company-programmes/schema";
import { AppError } from "../../domain/app-error";
import type { Transaction } from "../../domain/database";
import { companyProgramme, schedule } from "../../domain/schedules/tables";
import { establishment } from "../../domain/establishments/tables";
import { isLiveZoneOf } from "../../domain/zones/live-zones";
import { zone } from "../../domain/zones/tables";
import { namedBy, targetZones } from "./target-zones";

/**
 * Makes every zone a target names follow the company programme, in the caller's
 * transaction: each gets the programme's copy and keeps a manual choice in force. A zone
 * that followed another company programme follows this one from now on. The copies are
 * written from the programme's row by the database itself: a chain's 5 000 zones are one
 * statement, not 5 000 programmes sent over.
 */
export async function applyProgramme(
  tx: Transaction,
  options: { ownerId: string; programmeId: string; target: ProgrammeTarget; now: Date },
): Promise<ProgrammeZone[]> {
  const { programmeId, now } = options;
  const zones = await targetZones(tx, options);
  if (zones.length === 0)
    throw new AppError("BAD_REQUEST", companyProgrammesCopy.errors.noZoneMatches);
  await tx.execute(sql`
    insert into ${schedule} (zone_id, establishment_id, programme, company_programme_id, updated_at)
    select ${zone.id}, ${zone.establishmentId}, ${companyProgramme.programme}, ${companyProgramme.id}, ${now}
    from ${zone}
    join ${establishment} on ${eq(establishment.id, zone.establishmentId)}
    join ${companyProgramme} on ${eq(companyProgramme.id, programmeId)}
    where ${and(isLiveZoneOf(options.ownerId), namedBy(options.target))}
    on conflict (zone_id) do update set programme = excluded.programme,
      company_programme_id = excluded.company_programme_id, updated_at = excluded.updated_at`);
  return zones;
}
