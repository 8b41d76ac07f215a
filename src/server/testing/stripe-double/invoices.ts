import { list, missing, newId, seconds, type Json, type StripeRequest } from "./stripe-json";

/** A paid invoice of a subscription, for one period (amounts in cents, before tax). */
export interface SeedInvoice {
  subscription: string;
  customer: string;
  amountPaid: number;
  periodStart: Date;
  periodEnd: Date;
  billingReason?: string;
}

/** Invoices and credit notes: what Stripe charged, and what it refunded. */
export function stripeInvoices() {
  const invoices = new Map<string, Json>();
  const creditNotes = new Map<string, Json>();

  function addInvoice(seed: SeedInvoice) {
    const id = newId("in");
    const period = { start: seconds(seed.periodStart), end: seconds(seed.periodEnd) };
    invoices.set(id, {
      id,
      object: "invoice",
      customer: seed.customer,
      status: "paid",
      currency: "eur",
      billing_reason: seed.billingReason ?? "subscription_cycle",
      amount_paid: seed.amountPaid,
      total: seed.amountPaid,
      total_excluding_tax: seed.amountPaid,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: seed.subscription, metadata: {} },
        quote_details: null,
      },
      lines: list(`/v1/invoices/${id}/lines`, [
        { id: newId("il"), object: "line_item", amount: seed.amountPaid, period },
      ]),
      livemode: false,
    });
    return { id };
  }

  function answer({ method, resource, id }: StripeRequest): Json | undefined {
    if (method === "GET" && resource === "credit_notes" && id) {
      const found = creditNotes.get(id);
      if (!found) throw missing("credit_note", id);
      return found;
    }
    if (method === "GET" && resource === "invoices" && id) {
      const found = invoices.get(id);
      if (!found) throw missing("invoice", id);
      return found;
    }
    return undefined;
  }

  return {
    addInvoice,
    answer,

    /** The invoices of a subscription (its proration charges among them), oldest first. */
    invoicesOf: (subscriptionId: string) =>
      [...invoices.values()].filter(
        (entry) =>
          (entry.parent as { subscription_details: { subscription: string } }).subscription_details
            .subscription === subscriptionId,
      ),

    /** A credit note (a refund) on an invoice, for an amount in cents before tax. */
    seedCreditNote(seed: { invoice: string; amountExcludingTax: number }) {
      const id = newId("cn");
      creditNotes.set(id, {
        id,
        object: "credit_note",
        invoice: seed.invoice,
        currency: "eur",
        subtotal: seed.amountExcludingTax,
        total_excluding_tax: seed.amountExcludingTax,
        reason: "requested_by_customer",
        status: "issued",
        livemode: false,
      });
      return { id };
    },
  };
}
