import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "../validation/ids";

export const INVOICES_PAGE_SIZE = 20;

/** GET /api/invoices?page=: newest first. */
export const invoicesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** /api/invoices/:id/pdf. */
export const invoiceParamSchema = z.object({ id: rowIdSchema });

export type InvoiceKind = "ordinary" | "corrective";

/** One line of the "Facturas" list. */
export interface InvoiceSummary {
  id: string;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  concept: string;
  totalCents: number;
}

export interface InvoicePage {
  invoices: InvoiceSummary[];
  page: number;
  hasMore: boolean;
}
