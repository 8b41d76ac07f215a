import type { BillingDeps } from "./deps";
import { pausedZonesFor } from "./paused-zones";
import { stripeClientFor } from "./stripe-client";
import { stripeInvoicedSubscription } from "./stripe-invoiced-subscription";

/**
 * Stripe's paid invoice, invoiced by us too (decision 025): Stripe's own document is not a
 * Spanish invoice of ours (our series, our chain, the agency's QR). It is re-read from
 * Stripe, not taken from the event; one invoice per Stripe invoice id, however many times
 * the event comes. Nothing paid (a trial's €0 invoice) is no payment. Answers whose it is. The base is what
 * Stripe charged before tax: our prices are quoted without IVA.
 */
export async function invoiceStripePayment(
  deps: BillingDeps,
  invoiceId: string,
): Promise<string | null> {
  const remote = await stripeClientFor(deps.env).invoices.retrieve(invoiceId);
  if (remote.amount_paid <= 0) return null;
  const subscription = await stripeInvoicedSubscription(deps, remote);
  if (!subscription) return null;
  const { facts, billed } = subscription;
  // A renewal leaves out the zones paused for the whole of its period (decision 044).
  const paused =
    remote.billing_reason === "subscription_cycle"
      ? await pausedZonesFor(deps.db, {
          ownerId: facts.userId,
          period: { start: billed.periodStart, end: billed.periodEnd },
        })
      : [];
  const invoiceIdOfOurs = await deps.db.transaction((tx) =>
    deps.invoices.paid(tx, {
      ...billed,
      reference: `stripe:${remote.id}`,
      baseCents: remote.total_excluding_tax ?? remote.amount_paid,
      zones: Math.max(facts.quantity - paused.length, 0),
      paused,
    }),
  );
  await deps.invoices.send([invoiceIdOfOurs]);
  return facts.userId;
}
