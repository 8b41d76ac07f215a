import { DAY_MS, zoneClock } from "../schedules/zone-clock";

/** The dates a pause runs (local, inclusive), and when it was ended early (ISO instant). */
export interface PauseDates {
  from: string;
  to: string;
  endedAt: string | null;
}

/** The wall clock's day number of a local date (days since 1970-01-01). */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days from one local date to another (0 for the same day). */
export const daysBetween = (from: string, to: string) => dayOf(to) - dayOf(from);

/** The local date after `date`: when a pause ending on `date` has the zone back. */
export const dayAfter = (date: string) => dateOf(dayOf(date) + 1);

/** The local date at `instant` on the establishment's clock. */
export function localDate(timeZone: string, instant: Date): string {
  return dateOf(Math.floor(zoneClock(timeZone).wallClock(instant.getTime()) / DAY_MS));
}

/**
 * The instants a pause silences (decision 044): from the first local midnight of `from`
 * to the first local midnight after `to` — or to when it was ended early, if sooner.
 */
export function pauseWindow(pause: PauseDates, timeZone: string): { start: number; end: number } {
  const clock = zoneClock(timeZone);
  const start = clock.firstInstantAt(dayOf(pause.from) * DAY_MS);
  const end = clock.firstInstantAt((dayOf(pause.to) + 1) * DAY_MS);
  const ended = pause.endedAt === null ? Infinity : Date.parse(pause.endedAt);
  return { start, end: Math.min(end, ended) };
}

/** Whether the pause has the zone silent at `instant`. */
export function pausedAt(pause: PauseDates, timeZone: string, instant: Date): boolean {
  const { start, end } = pauseWindow(pause, timeZone);
  return start <= instant.getTime() && instant.getTime() < end;
}

/** Whether the pause is still to come or running at `instant`: not over, not cancelled. */
export function pauseNotOver(pause: PauseDates, timeZone: string, instant: Date): boolean {
  const { start, end } = pauseWindow(pause, timeZone);
  return start < end && instant.getTime() < end;
}

/**
 * Whether the pause silences the whole of a billing period [start, end): only then is the
 * zone not charged for it; a period it covers in part is billed as usual.
 */
export function pauseCovers(
  pause: PauseDates,
  timeZone: string,
  period: { start: Date; end: Date },
): boolean {
  const window = pauseWindow(pause, timeZone);
  return window.start <= period.start.getTime() && period.end.getTime() <= window.end;
}
