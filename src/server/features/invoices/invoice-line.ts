import type { InvoiceFacts } from "../../domain/invoices/tables";

type Line = NonNullable<InvoiceFacts["line"]>;

/**
 * The line an invoice charges (RD 1619/2012 art. 6.1.f): the zones paid for — only those
 * added, for a raise mid-period — and one zone's price without tax, kept to a hundredth of
 * a cent so that a prorated share is stated, not rounded away.
 */
export function chargedLine(options: {
  zones: number;
  raisedFrom?: number;
  baseCents: number;
}): Line {
  const added =
    options.raisedFrom === undefined ? options.zones : options.zones - options.raisedFrom;
  const quantity = Math.max(added, 1);
  return { quantity, unitCents: Math.round((options.baseCents / quantity) * 100) / 100 };
}

/** The line of an issued invoice; one issued before lines were kept states its zones. */
export function lineOf(facts: InvoiceFacts): Line {
  return (
    facts.line ??
    chargedLine({ zones: Math.max(facts.concept.zones, 1), baseCents: facts.amounts.baseCents })
  );
}
