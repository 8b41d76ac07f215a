import { z } from "~/shared/validation/zod";
import type { SubscriptionProvider, SubscriptionStatus } from "../accounts/access";
import type { BillingInterval, Tier } from "../plans/plan";
import { subscriptionCopy } from "../copy/subscription";
import { singleLine } from "../validation/text";

const billingIntervalSchema = z.enum(["month", "year"]);

/** Plans are priced per zone (decision 027): how many zones a subscription pays for. */
export const MAX_PAID_ZONES = 50;
const zonesCount = () => z.number().int().min(1).max(MAX_PAID_ZONES);

/**
 * Starting a checkout, or changing plan (product §4: monthly or annual, with trial or pay
 * now), for a number of zones (1 when not said; a plan change keeps the running one's).
 */
export const checkoutRequestSchema = z.strictObject({
  planId: singleLine().min(1).max(100),
  interval: billingIntervalSchema,
  trial: z.boolean(),
  quantity: zonesCount().optional(),
});

/**
 * Decision 035: the Idempotency-Key a browser sends with a charging request, made once per
 * intent (a retry sends it again): random letters, digits, "-" and "_", as a UUID is.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { message: subscriptionCopy.intent.keyInvalid });

/** The headers of a charging request: its intent's key, optional for older clients. */
export const intentHeadersSchema = z.object({
  "idempotency-key": idempotencyKeySchema.optional(),
});

/** The test checkout's number of zones, changed on its page before paying. */
export const checkoutZonesSchema = z.strictObject({ quantity: zonesCount() });

/** Raising or lowering the zones paid for. */
export const quantityRequestSchema = z.strictObject({ quantity: zonesCount() });

/** The query of the proration preview (GET /api/billing/quantity/preview?quantity=4). */
export const quantityPreviewQuerySchema = z.object({
  quantity: z.coerce.number().int().min(1).max(MAX_PAID_ZONES),
});

/** What changing the zones paid for costs, before confirming (amounts in euros, before IVA). */
export interface QuantityPreview {
  quantity: number;
  currentQuantity: number;
  /** Raising: the prorated difference charged now; lowering: nothing. */
  dueToday: number;
  /** "now" when raising; "renewal" when lowering (at `periodEnd`). */
  effective: "now" | "renewal";
  /** Each month or year from the next renewal, for `quantity` zones. */
  nextCharge: number;
  periodEnd: string | null;
}

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
  /** Zones paid for (decision 027). */
  quantity: number;
  /** A lower number asked for, from the next renewal. */
  pendingQuantity: number | null;
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
  /** Zones paid for, each at `unitAmount`. */
  quantity: number;
  /** In euros, one zone's price each month or year. */
  unitAmount: number;
  /** In euros, each month or year: `unitAmount` × `quantity`. */
  amount: number;
  /** In euros: nothing during a free trial, else the first period. */
  dueToday: number;
  /** The next charge after today: the trial's end, or the first renewal (ISO date). */
  nextCharge: { amount: number; date: string };
  currency: "eur";
  /** Until when it may be paid (ISO date): the page closes it then. */
  expiresAt: string;
  /** "superseded": another subscription started since (or the trial was used). */
  status: "open" | "completed" | "canceled" | "expired" | "superseded";
}
