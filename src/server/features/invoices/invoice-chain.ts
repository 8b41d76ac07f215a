import { createHash } from "node:crypto";
import type { InvoiceRow } from "../../domain/invoices/tables";

/*
 * The invoice records' hash chain (decision 025), shared by the issuing (which writes it)
 * and by `verify-invoice-chain` (which recomputes it). As VERI*FACTU asks of invoicing
 * software, each record's hash covers its required fields and the previous record's hash,
 * so changing, removing or reordering a record breaks every hash after it.
 */

/** What the first record points back to. */
export const GENESIS_HASH = "0".repeat(64);

/** Names the serialisation: a change of fields gets a new tag, old records keep theirs. */
const FORMAT = "sonaria-invoice-v1";

/** The facts a hash covers: every column of the record but the hash itself. */
export type ChainedInvoice = Omit<InvoiceRow, "hash">;

/**
 * The record as one unambiguous text: a JSON array in a fixed order (facts are read back
 * from jsonb, whose key order is not ours, so each is named here), times as ISO text to
 * the millisecond — the precision the column keeps.
 */
export function canonicalInvoice(record: ChainedInvoice): string {
  const { provider, customer, concept, amounts, line } = record.facts;
  return JSON.stringify([
    FORMAT,
    record.chainSeq,
    provider.taxId,
    provider.legalName,
    provider.address,
    record.series,
    record.number,
    record.issuedAt.toISOString(),
    record.kind,
    record.correctsId,
    record.userId,
    record.paymentRef,
    customer.name,
    customer.taxId,
    customer.address,
    concept.text,
    concept.planName,
    concept.interval,
    concept.periodStart,
    concept.periodEnd,
    concept.zones,
    amounts.baseCents,
    amounts.ivaRatePercent,
    amounts.ivaCents,
    amounts.totalCents,
    amounts.currency,
    record.prevHash,
    // Added later: a record with its line covers it too; older records hash as they did.
    ...(line ? [line.quantity, line.unitCents] : []),
  ]);
}

/** SHA-256 of the canonical text, in hex. */
export function invoiceHash(record: ChainedInvoice): string {
  return createHash("sha256").update(canonicalInvoice(record)).digest("hex");
}
