import type { BillingInterval } from "../plans/plan";

/** A zone not charged for the period: paused for the whole of it (decision 044). */
export interface PauseNote {
  zoneName: string;
  /** Local dates, inclusive. */
  from: string;
  to: string;
}

/**
 * A payment (or, with a negative base, a credit) to invoice, as billing reports it to
 * the invoices it issues.
 */
export interface InvoicedPayment {
  userId: string;
  /** The payment's own id ("local:cs_…", "stripe:in_…"): one invoice per payment. */
  reference: string;
  planName: string;
  interval: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  /** Without IVA, in cents; negative for a corrective invoice. */
  baseCents: number;
  /** The zones it pays for, as the concept names them (decision 027); else the live ones. */
  zones?: number;
  /** Raising the zones mid-period: the number before, and `zones` the number after. */
  raisedFrom?: number;
  /** Zones left out of `zones` for a seasonal pause: the invoice says so, one note each. */
  paused?: PauseNote[];
  /** A corrective invoice's original, by its payment's reference; else the latest one. */
  corrects?: string;
}
