import type { BillingDeps } from "./deps";
import { stripeClientFor } from "./stripe-client";
import { stripeInvoicedSubscription } from "./stripe-invoiced-subscription";

/**
 * Stripe's paid invoice, invoiced by us too (decision 025): Stripe's own document is not a
 * Spanish invoice of ours (our series, our chain, the agency's QR). It is re-read from
 * Stripe, not taken from the event; one invoice per Stripe invoice id, however many times
 * the event comes. Nothing paid (a trial's €0 invoice) is no payment. The base is what
 * Stripe charged before tax: our prices are quoted without IVA.
 */
export async function invoiceStripePayment(deps: BillingDeps, invoiceId: string): Promise<void> {
  const remote = await stripeClientFor(deps.env).invoices.retrieve(invoiceId);
  if (remote.amount_paid <= 0) return;
  const subscription = await stripeInvoicedSubscription(deps, remote);
  if (!subscription) return;
  const { facts, billed } = subscription;
  const invoiceIdOfOurs = await deps.db.transaction((tx) =>
    deps.invoices.paid(tx, {
      ...billed,
      reference: `stripe:${remote.id}`,
      baseCents: remote.total_excluding_tax ?? remote.amount_paid,
      zones: facts.quantity,
    }),
  );
  await deps.invoices.send([invoiceIdOfOurs]);
}
