import { DAY_MINUTES, STEP_MINUTES } from "~/shared/schedules/day-minutes";

/** Every time a range may start at (00:00 … 23:45), for a select. */
export const startTimes = Array.from(
  { length: DAY_MINUTES / STEP_MINUTES },
  (_, step) => step * STEP_MINUTES,
);

/** Every time a range may end at (00:15 … 24:00), for a select. */
export const endTimes = startTimes.map((minutes) => minutes + STEP_MINUTES);
