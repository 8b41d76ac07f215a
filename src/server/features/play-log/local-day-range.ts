import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { playLog } from "../../domain/play-log/tables";

/**
 * Plays of one establishment (of one of its zones, given `zoneId`: decision 023) that
 * started within local days `from`…`to`: from `from` at
 * 00:00 to the day after `to` at 00:00, on the establishment's clock. PostgreSQL turns
 * the local midnights into instants (AT TIME ZONE), so a day of 23 or 25 hours (the
 * changes of summer time) is counted as it was lived. `table`: another table's
 * establishment and start columns (the player's waits), the plays' by default.
 */
export function inLocalDays(
  range: {
    establishmentId: string;
    zoneId?: string;
    from: string;
    to: string;
    timeZone: string;
  },
  table: { establishmentId: PgColumn; zoneId: PgColumn; startedAt: PgColumn } = playLog,
): SQL | undefined {
  const start = sql`((${range.from}::date)::timestamp at time zone ${range.timeZone})`;
  const end = sql`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;
  return and(
    eq(table.establishmentId, range.establishmentId),
    range.zoneId ? eq(table.zoneId, range.zoneId) : undefined,
    gte(table.startedAt, start),
    lt(table.startedAt, end),
  );
}

type LocalFormat = "YYYY-MM-DD" | "HH24:MI:SS" | "YYYY-MM-DD HH24:MI:SS" | "DD/MM" | "HH24:MI";

/** A moment of a play on the establishment's clock, formatted by PostgreSQL. */
export const localClock = (column: PgColumn, timeZone: string, format: LocalFormat) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, ${format})`;

/** A play's start on the establishment's clock. */
export const localStart = (timeZone: string, format: LocalFormat) =>
  localClock(playLog.startedAt, timeZone, format);

/**
 * A play's end on the establishment's clock as it was heard: its start to the second
 * (as `localStart` says it) plus its span rounded to the second. Said as the instant's own
 * seconds, a message started at 00:51:00.1 and heard 1.8 s would read 00:51:00–00:51:01
 * beside a length of 0:02.
 */
export const localEnd = (timeZone: string, format: LocalFormat) =>
  sql<string>`to_char((date_trunc('second', ${playLog.startedAt}) + round(extract(epoch from ${playLog.endedAt} - ${playLog.startedAt})) * interval '1 second') at time zone ${timeZone}, ${format})`;
