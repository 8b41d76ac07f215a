import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { paymentEvent } from "../../domain/billing/tables";
import type { BillingDeps } from "./deps";
import { invoiceStripePayment } from "./invoice-stripe-payment";
import { invoiceStripeRefund } from "./invoice-stripe-refund";
import { stripeClientFor } from "./stripe-client";
import { chargePausesAtStripe } from "./stripe-paused-zones";
import { syncStripeCatalog, syncStripeSubscription } from "./stripe-sync";

export interface WebhookAnswer {
  status: 200 | 400;
  body: Record<string, unknown>;
}

const subscriptionEvents = new Set<string>([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

/** What an event changes, re-read from Stripe: events arrive late, twice and out of order. */
async function applyEvent(deps: BillingDeps, event: Stripe.Event) {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const subscription = session.subscription;
    if (session.mode === "subscription" && subscription)
      await syncStripeSubscription(
        deps,
        typeof subscription === "string" ? subscription : subscription.id,
      );
  } else if (event.type === "invoice.paid") {
    const userId = await invoiceStripePayment(deps, event.data.object.id ?? "");
    // A renewal paid: the period after it is charged for the zones not paused through it.
    if (userId) await chargePausesAtStripe(deps, userId, { onlyWithPauses: true });
  } else if (event.type === "credit_note.created") {
    await invoiceStripeRefund(deps, event.data.object.id);
  } else if (subscriptionEvents.has(event.type)) {
    const facts = await syncStripeSubscription(deps, (event.data.object as { id: string }).id);
    if (facts) await chargePausesAtStripe(deps, facts.userId, { onlyWithPauses: true });
  } else if (event.type.startsWith("product.") || event.type.startsWith("price.")) {
    await syncStripeCatalog(deps);
  }
}

/**
 * Trusts the signature, records the event id once (the insert is the gate: of parallel
 * deliveries only one gets past it), then applies it; a failure forgets the event so
 * Stripe's retry can apply it again.
 */
export async function handleStripeWebhook(
  deps: BillingDeps,
  request: { payload: string; signature: string | undefined },
): Promise<WebhookAnswer> {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  let event: Stripe.Event;
  try {
    if (!secret || !request.signature) throw new Error("no signature or no webhook secret");
    event = stripeClientFor(deps.env).webhooks.constructEvent(
      request.payload,
      request.signature,
      secret,
    );
  } catch (error) {
    deps.logger.warn({ err: error }, "refused a Stripe webhook: invalid signature");
    return { status: 400, body: { error: "invalid signature" } };
  }

  const [recorded] = await deps.db
    .insert(paymentEvent)
    .values({ id: event.id, provider: "stripe", type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvent.id });
  if (!recorded) return { status: 200, body: { received: true, duplicate: true } };

  try {
    await applyEvent(deps, event);
  } catch (error) {
    await deps.db.delete(paymentEvent).where(eq(paymentEvent.id, event.id));
    throw error;
  }
  return { status: 200, body: { received: true } };
}
