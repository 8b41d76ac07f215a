import { planCopy } from "../copy/plans";
import type { Plan, PlanPrice } from "./plan";
import { annualSavingPercent } from "./pricing";

/** Spec §9: the trial lasts 7 days; 8 € a month or 60 € a year. */
export const TRIAL_DAYS = 7;
const MONTHLY_FEE = 8;
const ANNUAL_FEE = 60;

function prices(planId: string): Plan["prices"] {
  const price = (interval: PlanPrice["interval"], amount: number): PlanPrice => ({
    id: `${planId}-${interval}`,
    amount,
    currency: "eur",
    interval,
  });
  return { monthly: price("month", MONTHLY_FEE), annual: price("year", ANNUAL_FEE) };
}

/** Shown whenever no plans are synced from the payment provider (spec §3). */
export const fallbackPlans: readonly Plan[] = [
  {
    id: "trial",
    tier: "basic",
    popular: false,
    trialDays: TRIAL_DAYS,
    prices: prices("trial"),
    ...planCopy.trial,
  },
  {
    id: "basic",
    tier: "basic",
    popular: false,
    trialDays: 0,
    prices: prices("basic"),
    ...planCopy.basic,
  },
  {
    id: "pro",
    tier: "premium",
    popular: true,
    trialDays: 0,
    prices: prices("pro"),
    ...planCopy.pro,
  },
];

/** The figures the marketing site and the legal terms quote. */
export interface PublicOffer {
  trialDays: number;
  monthlyFee: number;
  annualFee: number;
  annualSavingPercent: number;
}

export function publicOffer(plans: readonly Plan[] = fallbackPlans): PublicOffer {
  const entry = plans.find((plan) => plan.id === "basic") ?? plans[0];
  if (!entry) throw new Error("The plan catalogue is empty");
  const trialDays = plans.find((plan) => plan.trialDays > 0)?.trialDays ?? TRIAL_DAYS;
  const monthlyFee = entry.prices.monthly.amount;
  const annualFee = entry.prices.annual.amount;
  return {
    trialDays,
    monthlyFee,
    annualFee,
    annualSavingPercent: annualSavingPercent({ monthly: monthlyFee, annual: annualFee }),
  };
}
