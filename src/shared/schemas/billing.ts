import { z } from "zod";
import type { SubscriptionProvider, SubscriptionStatus } from "../accounts/access";
import type { BillingInterval, Tier } from "../plans/plan";
import { singleLine } from "./text";

const billingIntervalSchema = z.enum(["month", "year"]);

/** Starting a checkout, or changing plan (product §4: monthly or annual, with trial or pay now). */
export const checkoutRequestSchema = z.strictObject({
  planId: singleLine().min(1).max(100),
  interval: billingIntervalSchema,
  trial: z.boolean(),
});

/** The built-in test checkout's card form; the server checks the number itself. */
export const cardSchema = z.strictObject({
  cardNumber: singleLine().min(1).max(40),
});

/** The user's latest paid subscription, whatever its status (the status panel). */
export interface BillingSubscription {
  id: string;
  provider: Exclude<SubscriptionProvider, "complimentary">;
  status: SubscriptionStatus;
  planId: string | null;
  planName: string | null;
  tier: Tier | null;
  interval: BillingInterval | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
}

/** GET /api/billing/subscription. */
export interface BillingStatus {
  subscription: BillingSubscription | null;
  /** One free trial per customer: false once any subscription of theirs had one. */
  trialAvailable: boolean;
  provider: "stripe" | "local";
}

/** GET /api/billing/checkout/:id: what the test checkout page shows. */
export interface LocalCheckoutView {
  id: string;
  /** The plan card's name ("Prueba gratuita", "Anual"…), else the plan's. */
  offerName: string;
  interval: BillingInterval;
  trial: boolean;
  trialDays: number;
  /** In euros, each month or year. */
  amount: number;
  /** In euros: nothing during a free trial, else the first period. */
  dueToday: number;
  /** The next charge after today: the trial's end, or the first renewal (ISO date). */
  nextCharge: { amount: number; date: string };
  currency: "eur";
  status: "open" | "completed" | "canceled" | "expired";
}
