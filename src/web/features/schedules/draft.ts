import { DAY_MINUTES, STEP_MINUTES } from "~/shared/schedules/day-minutes";
import type { OpeningDay, ScheduleInput, ScheduleSlot, Weekday } from "~/shared/schedules/schema";

/** The part of a slot one day's column shows: a slot crossing midnight has two. */
export interface Segment {
  weekday: Weekday;
  start: number;
  end: number;
}

const nextDay = (day: Weekday): Weekday => ((day % 7) + 1) as Weekday;

/** How long a range lasts; an end not after its start crosses midnight. */
export const durationOf = (range: { start: number; end: number }) =>
  range.end > range.start ? range.end - range.start : range.end + DAY_MINUTES - range.start;

/** Where a slot shows in the week: on each of its days, and past midnight on the next. */
export function segmentsOf(slot: ScheduleSlot): Segment[] {
  return slot.weekdays.flatMap((weekday): Segment[] =>
    slot.end > slot.start
      ? [{ weekday, start: slot.start, end: slot.end }]
      : [
          { weekday, start: slot.start, end: DAY_MINUTES },
          ...(slot.end > 0 ? [{ weekday: nextDay(weekday), start: 0, end: slot.end }] : []),
        ],
  );
}

/** The slot that plays on `weekday` at `minute` of the grid, with its part on that day. */
export function slotAt(slots: readonly ScheduleSlot[], weekday: Weekday, minute: number) {
  for (const slot of slots)
    for (const segment of segmentsOf(slot))
      if (segment.weekday === weekday && segment.start <= minute && minute < segment.end)
        return { slot, segment };
  return undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The end of a range from `start` lasting `duration`, past midnight when it must. */
const endAfter = (start: number, duration: number) =>
  start + duration <= DAY_MINUTES ? start + duration : start + duration - DAY_MINUTES;

/** The slot `steps` quarter hours later (earlier when negative), as long as before. */
export function moveSlot(slot: ScheduleSlot, steps: number): ScheduleSlot {
  const duration = durationOf(slot);
  const start = clamp(slot.start + steps * STEP_MINUTES, 0, DAY_MINUTES - STEP_MINUTES);
  return { ...slot, start, end: endAfter(start, duration) };
}

/** The slot ending `steps` quarter hours later (earlier when negative): 15 min to 24 h. */
export function resizeSlot(slot: ScheduleSlot, steps: number): ScheduleSlot {
  const duration = clamp(durationOf(slot) + steps * STEP_MINUTES, STEP_MINUTES, DAY_MINUTES);
  return { ...slot, end: endAfter(slot.start, duration) };
}

/** The range a drag over one day's cells covers, from either end: both cells included. */
export function drawnRange(fromStep: number, toStep: number) {
  return {
    start: Math.min(fromStep, toStep) * STEP_MINUTES,
    end: (Math.max(fromStep, toStep) + 1) * STEP_MINUTES,
  };
}

/**
 * `from`'s opening hours and slots on each day of `to` too, in place of what those days
 * had: a slot of `from` gains the days; other slots lose them (and go once they have none).
 */
export function copyDay(
  input: ScheduleInput,
  from: Weekday,
  to: readonly Weekday[],
): ScheduleInput {
  const targets = to.filter((day) => day !== from);
  const hoursOf = input.opening.find((day) => day.weekday === from)?.hours ?? null;
  const opening = input.opening.map((day): OpeningDay =>
    targets.includes(day.weekday) ? { ...day, hours: hoursOf } : day,
  );
  const slots = input.slots.flatMap((slot) => {
    if (slot.weekdays.includes(from)) {
      const days = new Set([...slot.weekdays, ...targets]);
      return [{ ...slot, weekdays: [...days].sort((a, b) => a - b) }];
    }
    const weekdays = slot.weekdays.filter((day) => !targets.includes(day));
    return weekdays.length > 0 ? [{ ...slot, weekdays }] : [];
  });
  return { ...input, opening, slots };
}

/** A slot put in place of the one with its id, or added when new. */
export function withSlot(slots: readonly ScheduleSlot[], slot: ScheduleSlot): ScheduleSlot[] {
  return slots.some((each) => each.id === slot.id)
    ? slots.map((each) => (each.id === slot.id ? slot : each))
    : [...slots, slot];
}

/** Open every day from 09:00 to 21:00, with nothing scheduled: where a blank start begins. */
export const blankInput = (): ScheduleInput => ({
  opening: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
    weekday,
    hours: { open: 9 * 60, close: 21 * 60 },
  })),
  slots: [],
  specialDates: [],
});
