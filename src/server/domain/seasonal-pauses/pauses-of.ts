import { and, asc, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import type { EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import {
  localDate,
  pauseCovers,
  pauseNotOver,
  type PauseDates,
} from "~/shared/seasonal-pauses/pause-window";
import type { Database } from "../database";
import { establishment } from "../establishments/tables";
import { isLiveZoneOf } from "../zones/live-zones";
import { zone } from "../zones/tables";
import { seasonalPause, type SeasonalPauseRow } from "./tables";

/** A pause with its zone's name and its establishment's clock. */
export interface PlacedPause extends PauseDates {
  row: SeasonalPauseRow;
  zoneName: string;
  timeZone: EstablishmentTimeZone;
}

export const datesOf = (row: SeasonalPauseRow): PauseDates => ({
  from: row.fromDate,
  to: row.toDate,
  endedAt: row.endedAt?.toISOString() ?? null,
});

/**
 * The pauses of the owner's live zones (those `where` keeps) that are not over at `now`:
 * running or to come. Dates before yesterday's (UTC) are left out in SQL; the clock of each
 * establishment decides the rest.
 */
export async function pausesNotOver(
  db: Pick<Database, "select">,
  options: { ownerId: string; now: Date; where?: SQL | undefined },
): Promise<PlacedPause[]> {
  const yesterday = new Date(options.now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ row: seasonalPause, zoneName: zone.name, timeZone: establishment.timeZone })
    .from(seasonalPause)
    .innerJoin(zone, eq(zone.id, seasonalPause.zoneId))
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        isLiveZoneOf(options.ownerId),
        gte(seasonalPause.toDate, yesterday),
        or(isNull(seasonalPause.endedAt), sql`${seasonalPause.endedAt} > ${options.now}`),
        options.where,
      ),
    )
    .orderBy(asc(zone.position), asc(seasonalPause.fromDate));
  return rows
    .map((found) => ({ ...found, ...datesOf(found.row) }))
    .filter((pause) => pauseNotOver(pause, pause.timeZone, options.now));
}

/**
 * The owner's zones paused for the whole of a billing period (decision 044): not charged
 * for it. Each zone once, by its pause's dates.
 */
export async function pausesCovering(
  db: Pick<Database, "select">,
  options: { ownerId: string; period: { start: Date; end: Date } },
): Promise<PlacedPause[]> {
  const candidates = await pausesNotOver(db, {
    ownerId: options.ownerId,
    now: options.period.start,
    where: sql`${seasonalPause.fromDate} <= ${localDateUtc(options.period.start, 1)}`,
  });
  const seen = new Set<string>();
  return candidates.filter((pause) => {
    if (seen.has(pause.row.zoneId) || !pauseCovers(pause, pause.timeZone, options.period))
      return false;
    seen.add(pause.row.zoneId);
    return true;
  });
}

/** A UTC date `days` after the instant's: a bound wide enough for any Spanish clock. */
const localDateUtc = (instant: Date, days: number) =>
  localDate("UTC", new Date(instant.getTime() + days * 86_400_000));

/** The zone's pause running or to come, if any (one at most, decision 044). */
export async function pauseOfZone(
  db: Pick<Database, "select">,
  options: { ownerId: string; zoneId: string; now: Date },
): Promise<PlacedPause | null> {
  const [found] = await pausesNotOver(db, {
    ...options,
    where: eq(seasonalPause.zoneId, options.zoneId),
  });
  return found ?? null;
}
