import { desc, eq } from "drizzle-orm";
import { invoiceNumber } from "~/shared/invoices/invoice-amounts";
import { INVOICES_PAGE_SIZE, type InvoicePage } from "~/shared/invoices/schema";
import type { Database } from "../../domain/database";
import { invoice } from "../../domain/invoices/tables";

/** The user's invoices, newest first, a page at a time. */
export async function listInvoices(
  db: Database,
  options: { userId: string; page: number },
): Promise<InvoicePage> {
  const rows = await db
    .select()
    .from(invoice)
    .where(eq(invoice.userId, options.userId))
    .orderBy(desc(invoice.chainSeq))
    .limit(INVOICES_PAGE_SIZE + 1)
    .offset((options.page - 1) * INVOICES_PAGE_SIZE);
  return {
    invoices: rows.slice(0, INVOICES_PAGE_SIZE).map((row) => ({
      id: row.id,
      kind: row.kind,
      number: invoiceNumber(row.series, row.number),
      issuedAt: row.issuedAt.toISOString(),
      concept: row.facts.concept.text,
      totalCents: row.facts.amounts.totalCents,
    })),
    page: options.page,
    hasMore: rows.length > INVOICES_PAGE_SIZE,
  };
}
