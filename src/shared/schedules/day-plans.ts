import { DAY_MINUTES } from "./day-minutes";
import type { OpeningHours, ScheduleInput, ScheduleSlot, Weekday } from "./schema";
import { DAY_MS } from "./zone-clock";

/** A slot on one local day: minutes from that day's midnight; `end` passes 1440 when it crosses. */
export interface PlannedSlot {
  slot: ScheduleSlot;
  specialDate: string | null;
  start: number;
  end: number;
}

/** What one local day holds, as the day it starts on (its crossing ranges run into the next). */
export interface DayPlan {
  /** Opening hours in minutes from the day's midnight, or null: closed. */
  hours: { start: number; end: number } | null;
  /** By start, latest first: where two overlap, the later start wins. */
  slots: PlannedSlot[];
  /** Every start and end above, sorted. */
  boundaries: number[];
}

export interface DayPlans {
  planOf(day: number): DayPlan;
}

/** A range whose end is not after its start crosses midnight (decision 020). */
const endOf = (start: number, end: number) => (end > start ? end : end + DAY_MINUTES);

/** ISO weekday (1 Monday … 7 Sunday) of a local day counted from 1970-01-01, a Thursday. */
const weekdayOf = (day: number) => (((((day + 3) % 7) + 7) % 7) + 1) as Weekday;

/** A local date ("2026-12-24") as a day counted like the wall clock's. */
const dayOfDate = (date: string) => Date.parse(date) / DAY_MS;

const eachWeekday = (plan: (weekday: Weekday) => DayPlan): Record<Weekday, DayPlan> => ({
  1: plan(1),
  2: plan(2),
  3: plan(3),
  4: plan(4),
  5: plan(5),
  6: plan(6),
  7: plan(7),
});

function planFor(
  weekday: Weekday,
  hours: OpeningHours | null,
  slots: ScheduleSlot[],
  specialDate: string | null,
): DayPlan {
  const planned = slots
    .filter((slot) => slot.weekdays.includes(weekday))
    .map((slot) => ({ slot, specialDate, start: slot.start, end: endOf(slot.start, slot.end) }))
    .sort((a, b) => b.start - a.start);
  const range = hours && { start: hours.open, end: endOf(hours.open, hours.close) };
  const boundaries = [
    ...(range ? [range.start, range.end] : []),
    ...planned.flatMap((slot) => [slot.start, slot.end]),
  ];
  return {
    hours: range,
    slots: planned,
    boundaries: [...new Set(boundaries)].sort((a, b) => a - b),
  };
}

const weekPlans = (schedule: ScheduleInput) =>
  eachWeekday((weekday) => {
    const hours = schedule.opening.find((day) => day.weekday === weekday)?.hours ?? null;
    return planFor(weekday, hours, schedule.slots, null);
  });

const cache = new WeakMap<ScheduleInput, DayPlans>();

/**
 * Each local day's plan: a special date containing the day replaces the week with its own
 * hours and slots (their weekdays still apply). Kept per schedule object: treat it as
 * immutable, as React state is.
 */
export function dayPlans(schedule: ScheduleInput): DayPlans {
  let plans = cache.get(schedule);
  if (plans) return plans;
  const week = weekPlans(schedule);
  const specials = schedule.specialDates.map((special) => ({
    from: dayOfDate(special.from),
    to: dayOfDate(special.to),
    plans: eachWeekday((weekday) => planFor(weekday, special.hours, special.slots, special.id)),
  }));
  const planOf = (day: number) => {
    const weekday = weekdayOf(day);
    for (const special of specials)
      if (day >= special.from && day <= special.to) return special.plans[weekday];
    return week[weekday];
  };
  // The evaluator asks for today and yesterday over and over: keep the last two answers.
  let newestDay = NaN;
  let newestPlan = week[1];
  let olderDay = NaN;
  let olderPlan = week[1];
  plans = {
    planOf(day) {
      if (day === newestDay) return newestPlan;
      if (day === olderDay) return olderPlan;
      [olderDay, olderPlan] = [newestDay, newestPlan];
      newestDay = day;
      newestPlan = planOf(day);
      return newestPlan;
    },
  };
  cache.set(schedule, plans);
  return plans;
}
