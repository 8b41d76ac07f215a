import type { BillingDeps } from "./deps";
import { stripeClientFor } from "./stripe-client";
import { stripeInvoicedSubscription } from "./stripe-invoiced-subscription";

/**
 * A refund at Stripe (a credit note on a paid invoice) corrected by us: a corrective
 * invoice ("factura rectificativa") of the invoice we issued for that payment, for the
 * amount credited before tax, never an edit of it. Re-read from Stripe, once per credit
 * note however many times its event comes; a credit note of a payment we never invoiced
 * corrects nothing.
 */
export async function invoiceStripeRefund(deps: BillingDeps, creditNoteId: string): Promise<void> {
  const stripe = stripeClientFor(deps.env);
  const note = await stripe.creditNotes.retrieve(creditNoteId);
  const invoiceId = typeof note.invoice === "string" ? note.invoice : note.invoice.id;
  const credited = note.total_excluding_tax ?? note.subtotal;
  if (credited <= 0) return;
  const remote = await stripe.invoices.retrieve(invoiceId);
  const subscription = await stripeInvoicedSubscription(deps, remote);
  if (!subscription) return;
  const { facts, line, billed } = subscription;
  const corrective = await deps.db.transaction((tx) =>
    deps.invoices.corrected(tx, {
      ...billed,
      reference: `stripe:${note.id}`,
      corrects: `stripe:${remote.id}`,
      baseCents: -credited,
      zones: line?.quantity ?? facts.quantity,
    }),
  );
  await deps.invoices.send([corrective]);
}
