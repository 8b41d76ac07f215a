/**
 * A stretch of time as people say it: "7 h 40 min", "25 min", "1 h", never "0,07 h",
 * which nobody reads at a glance. Whole minutes, rounded down, so an amount of music left
 * or kept never promises more than there is; under a minute it says so rather than "0 min".
 */
export function formatHoursAndMinutes(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  if (total > 0 && total < 60) return "menos de 1 min";
  const minutes = Math.floor(total / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
