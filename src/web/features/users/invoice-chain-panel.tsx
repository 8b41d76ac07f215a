import { LoaderCircle } from "lucide-react";
import { invoicesCopy } from "~/shared/copy/invoices";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { useVerifyInvoiceChain } from "./api";

const copy = invoicesCopy.chain;

/**
 * "Cadena de facturas" (decision 035): an admin walks the chain of issued invoices and reads
 * the outcome — intact, with how many were checked, or each invoice deleted, reordered or
 * altered. The button stays where the keyboard left it while the walk runs.
 */
export function InvoiceChainPanel() {
  const verify = useVerifyInvoiceChain();
  const report = verify.data;
  return (
    <section
      aria-labelledby="invoice-chain-heading"
      aria-busy={verify.isPending}
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="invoice-chain-heading" className="text-lg font-semibold text-slate-900">
        {copy.heading}
      </h2>
      <p className="text-sm text-slate-600">{copy.lead}</p>
      <Button
        variant="secondary"
        aria-disabled={verify.isPending}
        onClick={() => {
          if (!verify.isPending) verify.mutate();
        }}
      >
        {copy.verify}
      </Button>
      {verify.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          {copy.verifying}
        </p>
      )}
      {verify.isError && <Alert tone="error">{copy.failed}</Alert>}
      {report && !verify.isPending && (
        <Alert tone={report.ok ? "success" : "error"}>
          <p data-testid="invoice-chain-outcome">
            {report.ok
              ? copy.intact(report.records)
              : copy.broken(report.records, report.breaks.length)}
          </p>
          {report.breaks.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {report.breaks.map((problem) => (
                <li key={`${problem.kind}-${"seq" in problem ? problem.seq : problem.afterSeq}`}>
                  {copy.breakText(problem)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
