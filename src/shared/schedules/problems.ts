import { DAY_MINUTES } from "./day-minutes";
import { schedulesCopy } from "../copy/schedules";
import type { ScheduleInput, ScheduleSlot } from "./schema";

const errors = schedulesCopy.errors;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** One thing wrong with a programme, shaped as the API's 400 `issues` (path joined by dots). */
export interface ScheduleProblem {
  path: string;
  message: string;
}

/** A stretch of the week, in minutes from Monday 00:00; `end` may pass Sunday's midnight. */
interface Stretch {
  start: number;
  end: number;
}

/**
 * The stretches of the week a slot plays: one per weekday, from its start for as long as
 * it lasts. A slot whose end is not after its start crosses midnight, so Friday 22:00–02:00
 * holds Saturday's first two hours too (and Sunday's night holds Monday's).
 */
function stretchesOf(slot: ScheduleSlot): Stretch[] {
  const length = (slot.end - slot.start + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  return slot.weekdays.map((weekday) => {
    const start = (weekday - 1) * DAY_MINUTES + slot.start;
    return { start, end: start + length };
  });
}

/** Whether two stretches share a minute, going round the week (Sunday night meets Monday). */
function stretchesMeet(a: Stretch, b: Stretch): boolean {
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
    (shift) => a.start < b.end + shift && b.start + shift < a.end,
  );
}

function slotsMeet(a: ScheduleSlot, b: ScheduleSlot): boolean {
  const theirs = stretchesOf(b);
  return stretchesOf(a).some((mine) => theirs.some((other) => stretchesMeet(mine, other)));
}

/** Each slot that plays at a moment an earlier slot of the list plays too, named with it. */
function slotOverlaps(slots: ScheduleSlot[], prefix: string): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  slots.forEach((slot, index) => {
    const other = slots.slice(0, index).find((earlier) => slotsMeet(slot, earlier));
    if (other)
      problems.push({
        path: `${prefix}.${index}.start`,
        message: errors.overlaps(slot.name, other.name),
      });
  });
  return problems;
}

/** The week's opening: each weekday once (the schema already asks for seven entries). */
function openingProblems(opening: ScheduleInput["opening"]): ScheduleProblem[] {
  const seen = new Set<number>();
  const problems: ScheduleProblem[] = [];
  opening.forEach((day, index) => {
    if (seen.has(day.weekday))
      problems.push({ path: `opening.${index}.weekday`, message: errors.weekdaysRepeated });
    seen.add(day.weekday);
  });
  return problems;
}

/** Special dates whose days run backwards, or that share a day with an earlier one. */
function specialDateProblems(specialDates: ScheduleInput["specialDates"]): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  // ISO dates (YYYY-MM-DD) sort as text in the order of the days.
  const inOrder = (special: { from: string; to: string }) => special.from <= special.to;
  specialDates.forEach((special, index) => {
    if (!inOrder(special)) {
      problems.push({ path: `specialDates.${index}.to`, message: errors.datesReversed });
      return;
    }
    const other = specialDates
      .slice(0, index)
      .find(
        (earlier) => inOrder(earlier) && earlier.from <= special.to && special.from <= earlier.to,
      );
    if (other)
      problems.push({
        path: `specialDates.${index}.from`,
        message: errors.datesOverlap(special.name, other.name),
      });
  });
  return problems;
}

/**
 * What the schema alone cannot see in a programme (pure; the server refuses a programme
 * with any, and the form shows them by their paths): slots that play at once on a common
 * weekday, in the week and inside each special date, special dates that share a day or run
 * backwards, and an opening that names a weekday twice. Each overlap is reported once, on
 * the later of the two, naming the earlier.
 */
export function scheduleProblems(input: ScheduleInput): ScheduleProblem[] {
  return [
    ...openingProblems(input.opening),
    ...slotOverlaps(input.slots, "slots"),
    ...specialDateProblems(input.specialDates),
    ...input.specialDates.flatMap((special, index) =>
      slotOverlaps(special.slots, `specialDates.${index}.slots`),
    ),
  ];
}
