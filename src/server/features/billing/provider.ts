import type { Plan, BillingInterval } from "~/shared/plans/plan";
import type { QuantityPreview } from "~/shared/billing/schema";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import type { BillingDeps } from "./deps";

export interface BillingCustomer {
  id: string;
  email: string;
  name: string;
  stripeCustomerId: string | null;
}

export interface CheckoutRequest {
  user: BillingCustomer;
  plan: Plan;
  interval: BillingInterval;
  /** Zones paid for: the subscription item's quantity (decision 027). */
  quantity: number;
  /** A free trial (product §9: 7 days); only for a customer who never had one. */
  trial: boolean;
  /** Product §7: /dashboard/subscription?success=true and ?canceled=true, absolute. */
  successUrl: string;
  cancelUrl: string;
  /** A plan change that starts a new trial: the subscription the new one replaces. */
  replacesSubscriptionId?: string;
}

/**
 * One interface, two real implementations: Stripe (STRIPE_SECRET_KEY) and the built-in
 * test checkout (local). Both end in the same subscription rows, which the one access
 * function reads (src/server/auth/access.ts).
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "local";
  /** Starts a checkout and answers the page to send the browser to. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The billing portal (renew, cancel, change plan), coming back to `returnUrl`. */
  createPortal(request: { user: BillingCustomer; returnUrl: string }): Promise<{ url: string }>;
  /** Cancels at the end of the paid period: access is kept until then. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  /**
   * Moves a running subscription to another plan or interval, in place (never a second
   * one), as `changeQuantity` does: `within` the caller's locking transaction, `intentKey`
   * for the provider (decision 035); answers the invoice to e-mail once committed, if any.
   */
  changePlan(request: {
    subscription: SubscriptionRow;
    plan: Plan;
    interval: BillingInterval;
    intentKey: string;
    within: Pick<BillingDeps, "db" | "events">;
  }): Promise<string | null>;
  /**
   * What changing the zones paid for would cost (decision 027): raising, the prorated
   * difference charged now; lowering, nothing (the next renewal is charged for fewer).
   */
  previewQuantity(request: {
    subscription: SubscriptionRow;
    quantity: number;
  }): Promise<QuantityPreview>;
  /**
   * Raises (charged now, prorated) or lowers (from the next renewal) the zones paid for,
   * `within` the caller's transaction, which holds the subscription's lock (decision 035);
   * `intentKey` names this one change to the provider (Stripe's Idempotency-Key). Answers
   * the invoice to e-mail once the transaction commits, if any.
   */
  changeQuantity(request: {
    subscription: SubscriptionRow;
    quantity: number;
    intentKey: string;
    within: Pick<BillingDeps, "db" | "events">;
  }): Promise<string | null>;
}
