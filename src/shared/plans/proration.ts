/**
 * The prorated price of changing the zones paid for mid-period (decision 027), in cents
 * before IVA: each added zone costs its price for the part of the period still to run,
 * rounded once to the cent. Lowering, or a period already over, costs nothing now.
 */
export function prorationCents(options: {
  /** One zone's price for a whole period, in cents. */
  unitCents: number;
  from: number;
  to: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const { unitCents, from, to, periodStart, periodEnd, now } = options;
  const length = periodEnd.getTime() - periodStart.getTime();
  if (to <= from || length <= 0) return 0;
  const remaining = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  return Math.round((unitCents * (to - from) * remaining) / length);
}

/** A period's start, from its end: one month or one year before (the test checkout's periods). */
export function periodStartOf(periodEnd: Date, interval: "month" | "year"): Date {
  const start = new Date(periodEnd);
  if (interval === "year") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

/** A price for several zones, in euros, summed in cents so no float drift shows. */
export function timesZones(unitPrice: number, zones: number): number {
  return (Math.round(unitPrice * 100) * zones) / 100;
}
