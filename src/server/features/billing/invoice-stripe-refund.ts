import type { BillingDeps } from "./deps";
import { stripeClientFor } from "./stripe-client";
import { syncStripeSubscription } from "./stripe-sync";

const toDate = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);

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
  const parent = remote.parent?.subscription_details?.subscription;
  const subscriptionId = typeof parent === "string" ? parent : parent?.id;
  if (!subscriptionId) return;
  const facts = await syncStripeSubscription(deps, subscriptionId);
  if (!facts) return;
  const line = remote.lines.data[0];
  const periodStart = toDate(line?.period.start) ?? new Date();
  const corrective = await deps.db.transaction((tx) =>
    deps.invoices.corrected(tx, {
      userId: facts.userId,
      reference: `stripe:${note.id}`,
      corrects: `stripe:${remote.id}`,
      planName: facts.planName ?? "",
      interval: facts.interval,
      periodStart,
      periodEnd: toDate(line?.period.end) ?? facts.currentPeriodEnd ?? periodStart,
      baseCents: -credited,
      zones: line?.quantity ?? facts.quantity,
    }),
  );
  await deps.invoices.send([corrective]);
}
