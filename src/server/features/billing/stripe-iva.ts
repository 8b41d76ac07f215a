import type Stripe from "stripe";
import { IVA_RATE_PERCENT } from "~/shared/invoices/invoice-amounts";

/** How the tax rate is named on Stripe's checkout and documents. */
const DISPLAY_NAME = "IVA";

/**
 * Spain's IVA as a Stripe tax rate, added on top of the price (prices are quoted without
 * it): the account's active one at 21 % exclusive for ES, made once if none exists. Found
 * once per process; a failure is tried again on the next checkout. With it the customer
 * pays base + IVA, and the invoice of ours states the same base, IVA and total.
 */
export function stripeIvaRate(stripe: () => Stripe): () => Promise<string> {
  let found: Promise<string> | undefined;
  const find = async () => {
    const rates = await stripe().taxRates.list({ active: true, limit: 100 });
    const existing = rates.data.find(
      (rate) =>
        rate.percentage === IVA_RATE_PERCENT &&
        !rate.inclusive &&
        rate.country === "ES" &&
        rate.display_name === DISPLAY_NAME,
    );
    if (existing) return existing.id;
    const made = await stripe().taxRates.create({
      display_name: DISPLAY_NAME,
      percentage: IVA_RATE_PERCENT,
      inclusive: false,
      country: "ES",
      jurisdiction: "ES",
      description: "IVA general (Ley 37/1992, art. 90)",
    });
    return made.id;
  };
  return () => {
    found ??= find().catch((error: unknown) => {
      found = undefined;
      throw error;
    });
    return found;
  };
}
