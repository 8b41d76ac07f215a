import { onFirstUse } from "~/shared/intl/on-first-use";
/** The general rate of Spanish IVA (Ley 37/1992, art. 90). */
export const IVA_RATE_PERCENT = 21;

export interface InvoiceAmounts {
  baseCents: number;
  ivaRatePercent: number;
  ivaCents: number;
  totalCents: number;
  currency: "eur";
}

/**
 * Base, IVA and total in integer cents: the plan's price is the base (prices are quoted
 * without IVA), IVA is rounded to the cent half away from zero, so a corrective invoice's
 * negative amounts mirror the ordinary one's exactly.
 */
export function invoiceAmounts(baseCents: number): InvoiceAmounts {
  const raw = (Math.abs(baseCents) * IVA_RATE_PERCENT) / 100;
  const ivaCents = Math.sign(baseCents) * Math.round(raw) || 0;
  return {
    baseCents,
    ivaRatePercent: IVA_RATE_PERCENT,
    ivaCents,
    totalCents: baseCents + ivaCents,
    currency: "eur",
  };
}

/** Euros as Spain writes them, always with the cents and up to `decimals` decimals. */
const eurosUpTo = (decimals: number) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat("es-ES", {
        minimumFractionDigits: 2,
        maximumFractionDigits: decimals,
        useGrouping: true,
      }),
  );
const euros = eurosUpTo(2);
const unitEuros = eurosUpTo(4);

/** "1.234,50 €", "-6,05 €": an invoice always shows the cents. */
export function formatInvoiceAmount(cents: number): string {
  return `${euros().format(cents / 100)} €`;
}

/** A unit price without tax: "8,00 €", or "4,8333 €" for a prorated zone (up to 4 decimals). */
export function formatUnitPrice(cents: number): string {
  return `${unitEuros().format(cents / 100)} €`;
}

/** "F2026-000042": the series and the number within it, as printed and as sent to the agency. */
export function invoiceNumber(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, "0")}`;
}

/** dd/mm/aaaa in Spain's peninsular time, where the invoice is issued. */
export function invoiceDate(moment: Date): string {
  return new Intl.DateTimeFormat("es-ES", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Madrid",
  }).format(moment);
}
