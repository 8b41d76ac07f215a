import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { invoicesCopy } from "~/shared/copy/invoices";
import { formatInvoiceAmount, invoiceDate } from "~/shared/invoices/invoice-amounts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { buttonClasses } from "~/web/components/ui/button-link";
import { invoicePdfPath, invoicesQueryOptions } from "./api";
import { CardSection } from "~/web/components/ui/card-section";

const copy = invoicesCopy.page;

/** "Suscripción · Facturas" (decision 025): every invoice and corrective invoice, to download. */
export function InvoicesSection() {
  const [page, setPage] = useState(1);
  const invoices = useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
  const rows = invoices.data?.invoices ?? [];
  return (
    <CardSection
      headingId="invoices-heading"
      heading={copy.heading}
      className="space-y-3 rounded-2xl p-6"
    >
      {invoices.isError && <Alert tone="error">{copy.loadError}</Alert>}
      {invoices.isSuccess && rows.length === 0 && <p className="text-slate-600">{copy.empty}</p>}
      {rows.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm">
          {rows.map((invoice) => (
            <li
              key={invoice.id}
              data-testid="invoice"
              className="flex min-w-0 flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-3 text-slate-900">
                  <span className="font-medium">{invoice.number}</span>
                  <span className="text-slate-500">{invoiceDate(new Date(invoice.issuedAt))}</span>
                  {invoice.kind === "corrective" && (
                    <span className="text-xs text-slate-500">{invoicesCopy.titles.corrective}</span>
                  )}
                </p>
                <p className="mt-0.5 break-words text-slate-700">{invoice.concept}</p>
              </div>
              <p className="font-semibold whitespace-nowrap text-slate-900 sm:text-right">
                <span className="sr-only">{copy.total}: </span>
                {formatInvoiceAmount(invoice.totalCents)}
              </p>
              <a
                href={invoicePdfPath(invoice.id)}
                download
                aria-label={`${copy.download} ${invoice.number}`}
                className={`${buttonClasses({ variant: "secondary", size: "sm" })} self-start sm:self-auto`}
              >
                <Download className="size-4" aria-hidden />
                {copy.download}
              </a>
            </li>
          ))}
        </ul>
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
    </CardSection>
  );
}
