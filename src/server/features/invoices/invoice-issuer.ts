import type { Database } from "../../domain/database";
import type { InfraDeps } from "../../deps";
import type { InvoicedPayment } from "~/shared/invoices/invoiced-payment";
import { issueInvoice } from "./issue-invoice";
import { invoiceSettings } from "./invoice-settings";
import { sendInvoice } from "./send-invoice";

/**
 * What the billing feature is handed (by app.ts) to invoice its payments: billing's
 * InvoicePort, which this matches by shape.
 */
export interface InvoiceIssuer {
  paid(tx: Database, payment: InvoicedPayment): Promise<string | null>;
  corrected(tx: Database, payment: InvoicedPayment): Promise<string | null>;
  send(invoiceIds: (string | null)[]): Promise<void>;
}

export function invoiceIssuer(
  deps: Pick<InfraDeps, "env" | "mailer" | "logger" | "database">,
): InvoiceIssuer {
  const settings = invoiceSettings(deps.env);
  const mail = { db: deps.database.db, mailer: deps.mailer, identity: deps.env.publicConfig };
  return {
    paid: async (tx, payment) =>
      (await issueInvoice(tx, { settings, kind: "ordinary", payment }))?.id ?? null,
    corrected: async (tx, payment) =>
      (await issueInvoice(tx, { settings, kind: "corrective", payment }))?.id ?? null,
    async send(invoiceIds) {
      for (const id of invoiceIds) {
        if (!id) continue;
        try {
          await sendInvoice(mail, id);
        } catch (error) {
          deps.logger.error({ err: error, invoiceId: id }, "could not e-mail an invoice");
        }
      }
    },
  };
}
