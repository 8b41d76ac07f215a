import { planCopy } from "../copy/plans";
import type { Plan, PlanPrice } from "./plan";

/** Product §9: the trial lasts 7 days; 8 € a month or 60 € a year. */
export const TRIAL_DAYS = 7;
const MONTHLY_FEE = 8;
const ANNUAL_FEE = 60;

/**
 * The fallback catalogue's paid plan keeps the id "basic": subscriptions and checkout
 * sessions stored before it became the only one still name it.
 */
export const FALLBACK_PLAN_ID = "basic";

function prices(planId: string): Plan["prices"] {
  const price = (interval: PlanPrice["interval"], amount: number): PlanPrice => ({
    id: `${planId}-${interval}`,
    amount,
    currency: "eur",
    interval,
  });
  return { monthly: price("month", MONTHLY_FEE), annual: price("year", ANNUAL_FEE) };
}

/**
 * Shown whenever no plans are synced from the payment provider: one paid plan with the
 * 7-day free trial (docs/decisions/008). The old fallback's 'basic' and 'pro' had the
 * same prices, which read as a contradiction; a higher tier exists only when the operator
 * defines one, with its own price, in Stripe.
 */
export const fallbackPlans: readonly Plan[] = [
  {
    id: FALLBACK_PLAN_ID,
    tier: "basic",
    popular: true,
    trialDays: TRIAL_DAYS,
    prices: prices(FALLBACK_PLAN_ID),
    ...planCopy.complete,
  },
];

/** The earlier fallback catalogue's ids: all three were 8 € a month or 60 € a year. */
const formerFallbackIds: readonly string[] = ["trial", "basic", "pro"];

/**
 * A plan of `plans` by id. An id of the earlier fallback catalogue, still stored in
 * subscriptions, means the fallback's paid plan while that catalogue is in use.
 */
export function planById(plans: readonly Plan[], planId: string | null): Plan | undefined {
  if (planId === null) return undefined;
  const found = plans.find((plan) => plan.id === planId);
  if (found || !formerFallbackIds.includes(planId)) return found;
  return plans.find((plan) => plan.id === FALLBACK_PLAN_ID);
}

/** A plan's own trial length, or the standard 7 days (product §9) when it has none. */
export const trialDaysOf = (plan: Pick<Plan, "trialDays">): number =>
  plan.trialDays > 0 ? plan.trialDays : TRIAL_DAYS;
