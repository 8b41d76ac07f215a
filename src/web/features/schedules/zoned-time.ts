import { DAY_MS, zoneClock } from "~/shared/schedules/zone-clock";
import type { Weekday } from "~/shared/schedules/schema";

/**
 * An establishment's wall clock for the page, read with the evaluator's own zone clock
 * (decision 020) so the preview asks exactly the moment the player would live. Dates are
 * "YYYY-MM-DD"; times are minutes from local midnight.
 */

const MINUTE_MS = 60_000;

/** Local midnight of a "YYYY-MM-DD" date on the wall clock's axis (ms, as if UTC). */
const localMidnight = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The local date and time of day of `instant` in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string) {
  const local = zoneClock(timeZone).wallClock(instant.getTime());
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    date: new Date(midnight).toISOString().slice(0, 10),
    minutes: Math.floor((local - midnight) / MINUTE_MS),
  };
}

/** The instant when `timeZone`'s clocks first show `date` at `minutes` past midnight. */
export const instantAt = (date: string, minutes: number, timeZone: string) =>
  new Date(zoneClock(timeZone).firstInstantAt(localMidnight(date) + minutes * MINUTE_MS));

/** ISO weekday of a "YYYY-MM-DD" date: 1 Monday … 7 Sunday. */
export const weekdayOf = (date: string) =>
  (((new Date(localMidnight(date)).getUTCDay() + 6) % 7) + 1) as Weekday;

/** "30 de noviembre": the day of the month and its name in Spanish. */
export function dayAndMonth(date: string): string {
  const month = new Intl.DateTimeFormat("es-ES", { month: "long", timeZone: "UTC" }).format(
    localMidnight(date),
  );
  return `${Number(date.slice(8, 10))} de ${month}`;
}
