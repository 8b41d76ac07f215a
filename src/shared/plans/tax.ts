import { invoiceAmounts, IVA_RATE_PERCENT } from "../invoices/invoice-amounts";

/**
 * IVA (business.md, "Spanish business conventions"): the catalogue's prices are the base;
 * what is paid is the base plus 21 % IVA — by the invoices' own rule, in cents, rounded
 * once on the tax, so every amount shown before paying is the one the invoice states.
 */
export const IVA_PERCENT = IVA_RATE_PERCENT;

export interface TaxedAmount {
  /** In euros, as the catalogue states prices. */
  base: number;
  iva: number;
  total: number;
}

export function withIva(base: number): TaxedAmount {
  const { baseCents, ivaCents, totalCents } = invoiceAmounts(Math.round(base * 100));
  return { base: baseCents / 100, iva: ivaCents / 100, total: totalCents / 100 };
}
