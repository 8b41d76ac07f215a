import { DAY_MINUTES, STEP_MINUTES, TIME_STEP_MINUTES } from "~/shared/schedules/day-minutes";
import { schedulesCopy } from "~/shared/copy/schedules";

/** Every quarter hour a range may start at (00:00 … 23:45): the preview's choices. */
export const startTimes = Array.from(
  { length: DAY_MINUTES / STEP_MINUTES },
  (_, step) => step * STEP_MINUTES,
);

/**
 * A time as the owner types it — "07:40", "7:40", "7.40", "0740" — in minutes from
 * midnight, or why not. As an end, "24:00" and "00:00" are both the day's end (1440).
 */
export function typedMinutes(
  text: string,
  as: "start" | "end",
): { minutes: number } | { error: string } {
  const errors = schedulesCopy.errors;
  const match = /^(\d{1,2})[:.,h]?(\d{2})$/.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours > 24 || (hours === 24 && (minutes > 0 || as === "start")))
    return { error: errors.timeFormat };
  const total = hours * 60 + minutes;
  if (total % TIME_STEP_MINUTES !== 0) return { error: errors.notOnStep };
  return { minutes: as === "end" && total === 0 ? DAY_MINUTES : total };
}
