import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { invoicesCopy } from "~/shared/copy/invoices";
import { formatInvoiceAmount, invoiceDate } from "~/shared/invoices/invoice-amounts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { buttonClasses } from "~/web/components/ui/button-link";
import { invoicePdfPath, invoicesQueryOptions } from "./api";

const copy = invoicesCopy.page;

/** "Suscripción · Facturas" (issue 27): every invoice and corrective invoice, to download. */
export function InvoicesSection() {
  const [page, setPage] = useState(1);
  const invoices = useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
  const rows = invoices.data?.invoices ?? [];
  return (
    <section
      aria-labelledby="invoices-heading"
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      {invoices.isError && <Alert tone="error">{copy.loadError}</Alert>}
      {invoices.isSuccess && rows.length === 0 && <p className="text-slate-600">{copy.empty}</p>}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-2 pr-4 font-medium">{copy.number}</th>
                <th className="py-2 pr-4 font-medium">{copy.date}</th>
                <th className="py-2 pr-4 font-medium">{copy.concept}</th>
                <th className="py-2 pr-4 text-right font-medium">{copy.total}</th>
                <th className="py-2">
                  <span className="sr-only">{copy.download}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice">
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-900">
                    {invoice.number}
                    {invoice.kind === "corrective" && (
                      <span className="block text-xs text-slate-500">
                        {invoicesCopy.titles.corrective}
                      </span>
                    )}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    {invoiceDate(new Date(invoice.issuedAt))}
                  </td>
                  <td className="py-3 pr-4 text-slate-700">{invoice.concept}</td>
                  <td className="py-3 pr-4 text-right whitespace-nowrap">
                    {formatInvoiceAmount(invoice.totalCents)}
                  </td>
                  <td className="py-3 text-right">
                    <a
                      href={invoicePdfPath(invoice.id)}
                      download
                      aria-label={`${copy.download} ${invoice.number}`}
                      className={buttonClasses({ variant: "secondary" })}
                    >
                      <Download className="size-4" aria-hidden />
                      {copy.download}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || invoices.data?.hasMore) && (
        <div className="flex gap-3">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {copy.next}
          </Button>
          <Button
            variant="secondary"
            disabled={!invoices.data?.hasMore}
            onClick={() => setPage(page + 1)}
          >
            {copy.previous}
          </Button>
        </div>
      )}
    </section>
  );
}
