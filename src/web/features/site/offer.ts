import { publicOffer } from "~/shared/plans/offers";
import { formatEuros } from "~/shared/plans/pricing";

const offer = publicOffer();

/** The catalogue's figures the home and features pages quote, formatted once. */
export const displayOffer = {
  trialDays: offer.trialDays,
  monthly: formatEuros(offer.monthlyFee),
};
