import type { BillingInterval } from "~/shared/plans/plan";

const DAY_MS = 86_400_000;

/**
 * When a subscription starting `now` is first charged after today: at the end of its free
 * trial, or — paid today — at its first renewal, one month or one year on. The test checkout
 * quotes this date and the subscription it starts ends its first period on it.
 */
export function firstPeriodEnd(options: {
  now: Date;
  interval: BillingInterval;
  trialDays: number;
}): Date {
  const { now, interval, trialDays } = options;
  if (trialDays > 0) return new Date(now.getTime() + trialDays * DAY_MS);
  const next = new Date(now);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
