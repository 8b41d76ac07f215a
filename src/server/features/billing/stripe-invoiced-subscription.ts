import type Stripe from "stripe";
import type { InvoicedPayment } from "~/shared/invoices/invoiced-payment";
import type { BillingDeps } from "./deps";
import { syncStripeSubscription } from "./stripe-sync";

const toDate = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * The subscription a Stripe invoice bills, synced from Stripe first, and what our invoice
 * of it says of it: the customer, the plan and the period of the invoice's first line.
 * Null when the invoice bills no subscription we know.
 */
export async function stripeInvoicedSubscription(deps: BillingDeps, remote: Stripe.Invoice) {
  const parent = remote.parent?.subscription_details?.subscription;
  const subscriptionId = typeof parent === "string" ? parent : parent?.id;
  if (!subscriptionId) return null;
  const facts = await syncStripeSubscription(deps, subscriptionId);
  if (!facts) return null;
  const line = remote.lines.data[0];
  const periodStart = toDate(line?.period.start) ?? new Date();
  const billed = {
    userId: facts.userId,
    planName: facts.planName ?? "",
    interval: facts.interval,
    periodStart,
    periodEnd: toDate(line?.period.end) ?? facts.currentPeriodEnd ?? periodStart,
  } satisfies Partial<InvoicedPayment>;
  return { facts, line, billed };
}
