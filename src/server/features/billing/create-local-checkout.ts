import { randomBytes } from "node:crypto";
import { checkoutSession } from "../../domain/billing/tables";
import { billingUrls } from "./billing-urls";
import type { BillingDeps } from "./deps";
import type { CheckoutRequest } from "./provider";

/** How long the test checkout page may be paid (Stripe's sessions live longer; an hour is plenty). */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** Opens a test checkout session; the browser goes to its page (/checkout/:id) to pay or cancel. */
export async function createLocalCheckout(
  deps: BillingDeps,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  const id = `local_cs_${randomBytes(16).toString("hex")}`;
  const price =
    request.interval === "year" ? request.plan.prices.annual : request.plan.prices.monthly;
  await deps.db.insert(checkoutSession).values({
    id,
    userId: request.user.id,
    planId: request.plan.id,
    priceId: price.id,
    interval: request.interval,
    trial: request.trial,
    quantity: request.quantity,
    status: "open",
    replacesSubscriptionId: request.replacesSubscriptionId ?? null,
    expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
  });
  return { url: billingUrls(deps.env).checkout(id) };
}
