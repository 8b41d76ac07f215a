import { and, eq } from "drizzle-orm";
import { invoicesCopy } from "~/shared/copy/invoices";
import type { Database } from "../../domain/database";
import { invoice, type InvoiceRow } from "../../domain/invoices/tables";
import { AppError } from "../../domain/app-error";
import { renderInvoicePdf } from "./render-invoice-pdf";

/** An invoice's PDF, with the number and date of the one it corrects. */
export async function invoicePdf(
  db: Database,
  options: { invoice: InvoiceRow; brandName: string },
): Promise<Buffer> {
  const correctsId = options.invoice.correctsId;
  const [corrects] = correctsId
    ? await db
        .select({ series: invoice.series, number: invoice.number, issuedAt: invoice.issuedAt })
        .from(invoice)
        .where(eq(invoice.id, correctsId))
    : [];
  return renderInvoicePdf({ ...options, corrects: corrects ?? null });
}

/** One of the user's invoices; anyone else's is "not found", its id revealing nothing. */
export async function findOwnInvoice(
  db: Database,
  options: { userId: string; invoiceId: string },
): Promise<InvoiceRow> {
  const [found] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, options.invoiceId), eq(invoice.userId, options.userId)));
  if (!found) throw new AppError("NOT_FOUND", invoicesCopy.errors.notFound);
  return found;
}
