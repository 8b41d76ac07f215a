/**
 * The days a licence is counted in, apart from the rights' schemas: the player reads them
 * offline, and must not carry the validation library with it.
 */

/** The time zone whose days a licence's dates name: the service is sold in Spain. */
export const LICENCE_TIME_ZONE = "Europe/Madrid";

/**
 * Whether a song whose licence's last day is `licensedUntil` may play on `day`: not from
 * that day on (the night job withdraws it as it begins); a licence without an end always runs.
 */
export function licenceRunsOn(licensedUntil: string | null | undefined, day: string): boolean {
  return !licensedUntil || day < licensedUntil;
}

/** The date it is in Spain at `moment`: what a licence's days are counted in. */
export function licenceDay(moment: Date): string {
  return moment.toLocaleDateString("sv-SE", { timeZone: LICENCE_TIME_ZONE });
}

/** The same date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
