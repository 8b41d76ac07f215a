import { publicOffer } from "~/shared/plans/catalog";
import { formatEuros, formatPercent } from "~/shared/plans/pricing";

const offer = publicOffer();

/** The catalogue's figures, formatted once for the marketing pages. */
export const displayOffer = {
  trialDays: offer.trialDays,
  monthly: formatEuros(offer.monthlyFee),
  annual: formatEuros(offer.annualFee),
  annualPerMonth: formatEuros(Math.round((offer.annualFee / 12) * 100) / 100),
  annualSaving: formatPercent(offer.annualSavingPercent),
};
