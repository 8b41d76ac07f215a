import { Hono } from "hono";
import { invoiceNumber } from "~/shared/invoices/invoice-amounts";
import { invoiceParamSchema, invoicesQuerySchema } from "~/shared/invoices/schema";
import { requirePermission, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { findOwnInvoice, invoicePdf } from "./invoice-pdf";
import { listInvoices } from "./list-invoices";
import { verifyInvoiceChain } from "./verify-invoice-chain";

/**
 * The signed-in user's invoices (decision 025): their list at /api/invoices and each PDF at
 * /api/invoices/:id/pdf. No access needed: invoices outlive the subscription. And the
 * admins' check of the whole chain, /api/invoices/chain (decision 035).
 */
export function invoicesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", validate("query", invoicesQuerySchema), async (c) =>
      c.json(await listInvoices(db, { userId: c.var.user.id, page: c.req.valid("query").page })),
    )
    .get("/chain", requirePermission("invoices:verify"), async (c) =>
      c.json(await verifyInvoiceChain(db)),
    )
    .get("/:id/pdf", validate("param", invoiceParamSchema), async (c) => {
      const invoice = await findOwnInvoice(db, {
        userId: c.var.user.id,
        invoiceId: c.req.valid("param").id,
      });
      const pdf = await invoicePdf(db, { invoice, brandName: deps.env.publicConfig.brandName });
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${invoiceNumber(invoice.series, invoice.number)}.pdf"`,
      });
    });
}
