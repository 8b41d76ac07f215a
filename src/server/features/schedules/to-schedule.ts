import type { EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import type { Schedule, ScheduleOverride } from "~/shared/schedules/schema";
import type { Database } from "../../domain/database";
import { followedProgramme } from "../../domain/schedules/company-programmes";
import type { ScheduleRow } from "../../domain/schedules/tables";
import { nameSources } from "./name-sources";
import { placedSources } from "./placed-sources";

/** A manual choice ends by itself: once its time has passed, there is none. */
export const liveOverride = (override: ScheduleOverride | null, now: Date) =>
  override && Date.parse(override.until) > now.getTime() ? override : null;

/**
 * A row as the API answers it, with the names of the sources it plays. A source deleted
 * since it was chosen has no name: it is missing from `sources`, which the page and the
 * player take as "ya no existe".
 */
export async function toSchedule(
  db: Pick<Database, "select">,
  options: { userId: string; row: ScheduleRow; timeZone: EstablishmentTimeZone; now: Date },
): Promise<Schedule> {
  const { row } = options;
  const override = liveOverride(row.override, options.now);
  const sources = await nameSources(db, {
    userId: options.userId,
    sources: [
      ...placedSources(row.programme).map((placed) => placed.source),
      ...(override ? [override.source] : []),
    ],
  });
  return {
    zoneId: row.zoneId,
    establishmentId: row.establishmentId,
    timeZone: options.timeZone,
    opening: row.programme.opening,
    slots: row.programme.slots,
    specialDates: row.programme.specialDates,
    volumeCurve: row.programme.volumeCurve ?? [],
    override,
    sources,
    company: row.companyProgrammeId ? await followedProgramme(db, row.companyProgrammeId) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
