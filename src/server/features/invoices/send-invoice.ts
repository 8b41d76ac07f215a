import { eq } from "drizzle-orm";
import type { PublicConfig } from "~/shared/config/public-config";
import { invoicesCopy } from "~/shared/copy/invoices";
import { invoiceNumber } from "~/shared/invoices/invoice-amounts";
import type { Database } from "../../domain/database";
import { invoice } from "../../domain/invoices/tables";
import { user } from "../../domain/accounts/tables";
import type { Mailer } from "../../infra/mail/mailer";
import { renderInvoiceEmail } from "./invoice-email";
import { invoicePdf } from "./invoice-pdf";

/**
 * E-mails an issued invoice's PDF to the "Email de facturación" of the customer's billing
 * details (a bookkeeper's address, often not the one that signs in); without details yet,
 * to the account's address.
 */
export async function sendInvoice(
  deps: { db: Database; mailer: Mailer; identity: PublicConfig },
  invoiceId: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ invoice, email: user.email, name: user.name, billing: user.billingInfo })
    .from(invoice)
    .innerJoin(user, eq(invoice.userId, user.id))
    .where(eq(invoice.id, invoiceId));
  if (!row) return;
  const number = invoiceNumber(row.invoice.series, row.invoice.number);
  const title = invoicesCopy.titles[row.invoice.kind];
  const pdf = await invoicePdf(deps.db, {
    invoice: row.invoice,
    brandName: deps.identity.brandName,
  });
  const message = renderInvoiceEmail({ name: row.name, title, number, identity: deps.identity });
  await deps.mailer.send({
    to: row.billing?.email || row.email,
    ...message,
    attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}
