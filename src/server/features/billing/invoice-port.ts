import type { InvoicedPayment } from "~/shared/invoices/invoiced-payment";
import type { Database } from "../../domain/database";

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
