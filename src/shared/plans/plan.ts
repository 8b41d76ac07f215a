export type BillingInterval = "month" | "year";
export type Tier = "basic" | "premium";

export interface PlanPrice {
  id: string;
  /** In euros; provider amounts are converted from cents when synced. */
  amount: number;
  currency: "eur";
  interval: BillingInterval;
}

export interface PlanFeature {
  name: string;
  included: boolean;
}

/** A plan as displayed (product §3). */
export interface Plan {
  id: string;
  name: string;
  description: string;
  tier: Tier;
  features: PlanFeature[];
  popular: boolean;
  trialDays: number;
  prices: { monthly: PlanPrice; annual: PlanPrice };
}

/** What a checkout is asked for: a plan, how often it is paid, and whether it starts with the free trial. */
export interface CheckoutChoice {
  planId: string;
  interval: BillingInterval;
  trial: boolean;
  /** How many zones it pays for (decision 027); one when not said. */
  quantity?: number;
}
