import type { Weekday } from "~/shared/schemas/schedules";

/**
 * An establishment's wall clock, with the browser's Intl only (no date library: this
 * page must stay light). Dates are "YYYY-MM-DD"; times are minutes from local midnight.
 */

/** Year, month (1–12) and day of a "YYYY-MM-DD" date. */
const ymd = (date: string) =>
  [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;

function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "00";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

/** The local date and time of day of `instant` in `timeZone`. */
export const localTimeOf = (instant: Date, timeZone: string) => partsIn(instant, timeZone);

/** The instant when `timeZone`'s clocks show `date` at `minutes` past midnight. */
export function instantAt(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = ymd(date);
  const wanted = Date.UTC(year, month - 1, day, 0, minutes);
  // Guess with the offset at the wanted wall time read as UTC, then correct once more so
  // a guess on the wrong side of a clock change lands right.
  let guess = wanted;
  for (let round = 0; round < 2; round++) {
    const shown = partsIn(new Date(guess), timeZone);
    const [y, m, d] = ymd(shown.date);
    guess += wanted - Date.UTC(y, m - 1, d, 0, shown.minutes);
  }
  return new Date(guess);
}

/** ISO weekday of a "YYYY-MM-DD" date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = ymd(date);
  return (((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** "30 de noviembre": the day of the month and its name in Spanish. */
export function dayAndMonth(date: string): string {
  const [year, month, day] = ymd(date);
  const monthName = new Intl.DateTimeFormat("es-ES", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `${day} de ${monthName}`;
}
