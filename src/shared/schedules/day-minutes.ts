/** A programme's times: minutes from local midnight, in steps of a quarter of an hour. */
export const STEP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;

/** Minutes from midnight as the clock says them: 780 → "13:00", 1440 → "24:00". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
