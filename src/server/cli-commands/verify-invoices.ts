import type { InvoiceChainBreak, InvoiceChainReport } from "~/shared/invoices/invoice-chain-check";
import type { InfraDeps } from "../deps";
import { verifyInvoiceChain } from "../features/invoices/verify-invoice-chain";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** One break as the operator reads it. */
function describeBreak(problem: InvoiceChainBreak): string {
  switch (problem.kind) {
    case "deleted": {
      const count = problem.missing ?? problem.numbers.length;
      const numbers = problem.numbers.length > 0 ? ` (${problem.numbers.join(", ")})` : "";
      const relinked = problem.missing === null ? ", the chain re-linked over it" : "";
      return `DELETED ${plural(count, "invoice")} after position ${problem.afterSeq}${numbers}${relinked}`;
    }
    case "reordered":
      return `REORDERED ${problem.number} at position ${problem.seq}, issued at ${problem.issuedAtSeq}`;
    case "altered":
      return `ALTERED ${problem.number} at position ${problem.seq}: not what was issued (its hash does not hold)`;
  }
}

/** What the operator reads: one line per break, then what was checked and the outcome. */
export function describeInvoiceChainReport(report: InvoiceChainReport): {
  lines: string[];
  ok: boolean;
} {
  const checked = `${plural(report.records, "invoice")} checked`;
  if (report.ok) return { lines: [`${checked}; chain intact.`], ok: true };
  return {
    lines: [
      ...report.breaks.map(describeBreak),
      `${checked}; ${plural(report.breaks.length, "break")}.`,
    ],
    ok: false,
  };
}

/**
 * `verify-invoices`: walks the invoice chain (decision 025) and reports every record
 * deleted, reordered or altered behind the application's back (decision 035).
 */
export async function verifyInvoicesCommand(
  deps: Pick<InfraDeps, "database">,
  progress: (line: string) => void,
): Promise<{ lines: string[]; ok: boolean }> {
  progress("Verifying the invoice chain…");
  return describeInvoiceChainReport(await verifyInvoiceChain(deps.database.db));
}
