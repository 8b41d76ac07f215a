import type { BillingInterval } from "~/shared/plans/plan";
import type { Database } from "../../domain/database";

/** A payment (or, with a negative base, a credit) to invoice. */
export interface InvoicedPayment {
  userId: string;
  /** The payment's own id ("local:cs_…", "stripe:in_…"): one invoice per payment. */
  reference: string;
  planName: string;
  interval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  /** Without IVA, in cents. */
  baseCents: number;
  /** The zones it pays for, as the concept names them (decision 027); else the live ones. */
  zones?: number;
  /** Raising the zones mid-period: the number before, and `zones` the number after. */
  raisedFrom?: number;
  /** A refund's corrective invoice: the reference of the payment it corrects. */
  corrects?: string;
}

/**
 * How billing invoices what it charges (decision 025): the invoices feature implements it and
 * app.ts hands it in, so billing never reaches into that feature's internals.
 */
export interface InvoicePort {
  /** In the payment's transaction; the new invoice's id, or null if it already had one. */
  paid(tx: Database, payment: InvoicedPayment): Promise<string | null>;
  /**
   * A plan change down or a refund: a corrective invoice (negative base) of the ordinary
   * one of `corrects`, or of the latest.
   */
  corrected(tx: Database, payment: InvoicedPayment): Promise<string | null>;
  /** After the transaction commits: each PDF by e-mail. A failure is logged, not thrown. */
  send(invoiceIds: (string | null)[]): Promise<void>;
}
