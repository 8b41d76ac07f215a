import { scheduleProblems } from "~/shared/schedules/problems";
import type { ScheduleSlot, SpecialDate } from "~/shared/schedules/schema";
import { blankInput } from "./draft";

/**
 * Why `slot` cannot join `others` (it plays at a moment one of them does), in the words
 * the server would answer — naming the other slot — or null. Asked by the slot's dialog
 * on "Aceptar", so the refusal comes before anything is lost or sent.
 */
export function overlapOf(slot: ScheduleSlot, others: readonly ScheduleSlot[]): string | null {
  const path = `slots.${others.length}.`;
  const problems = scheduleProblems({ ...blankInput(), slots: [...others, slot] });
  return problems.find((problem) => problem.path.startsWith(path))?.message ?? null;
}

/** Why `special` cannot join `others` (their dates meet, or its slots overlap), or null. */
export function specialClashOf(
  special: SpecialDate,
  others: readonly SpecialDate[],
): string | null {
  const path = `specialDates.${others.length}.`;
  const problems = scheduleProblems({ ...blankInput(), specialDates: [...others, special] });
  return problems.find((problem) => problem.path.startsWith(path))?.message ?? null;
}
