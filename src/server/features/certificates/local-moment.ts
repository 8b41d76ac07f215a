import { DAY_MS, intlOffset } from "~/shared/schedules/zone-clock";

const offsets = new Map<string, (instant: number) => number>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let offset = offsets.get(timeZone);
  if (!offset) {
    offset = intlOffset(timeZone);
    offsets.set(timeZone, offset);
  }
  return offset(instant);
}

/**
 * The instant a wall-clock date and time name in a time zone ("2026-03-29", "13:42").
 * Around a DST change, as Temporal's "compatible" rule reads them: a time the clocks skip
 * (02:30 on the last Sunday of March in Madrid) is taken after the jump (03:30), and one
 * they show twice (02:30 on the last Sunday of October) is the first of the two.
 */
export function localMomentToUtc(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Offsets change at most once around a given day: the ones in force a day before and after.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const matching = [wall - before, wall - after]
    .filter((instant) => instant + offsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  // Nothing matches inside a skipped hour: the old offset moves it past the jump.
  return new Date(matching[0] ?? wall - before);
}
