/**
 * A programme's times are minutes from local midnight in 5-minute steps (a shop opens at
 * 07:40); the week's grid draws, and its keys move, by the quarter hour.
 */
export const TIME_STEP_MINUTES = 5;
export const STEP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;

/** Minutes from midnight as the clock says them: 780 → "13:00", 1440 → "24:00". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
