/**
 * IVA (business.md, "Spanish business conventions"): the catalogue's prices are the base;
 * what is paid is the base plus 21 % IVA. Worked in cents and rounded once, on the tax,
 * so that base + IVA is the total to the cent — the same figures an invoice states.
 */
export const IVA_PERCENT = 21;

export interface TaxedAmount {
  /** In euros, as the catalogue states prices. */
  base: number;
  iva: number;
  total: number;
}

export function withIva(base: number): TaxedAmount {
  const baseCents = Math.round(base * 100);
  const ivaCents = Math.round((baseCents * IVA_PERCENT) / 100);
  return { base: baseCents / 100, iva: ivaCents / 100, total: (baseCents + ivaCents) / 100 };
}
