import { offerCopy as copy } from "../copy/plans";
import { fallbackPlans, planById, trialDaysOf } from "./catalog";
import type { CheckoutChoice, Plan, PlanFeature } from "./plan";
import { annualSavingPercent, formatEuros } from "./pricing";

export type OfferKind = "trial" | "annual" | "monthly";

/** One plan card: what it is called, what it costs, and the checkout it asks for. */
export interface Offer {
  /** Unique within one catalogue. */
  key: string;
  kind: OfferKind;
  name: string;
  description: string;
  /** Euros for the offer's period: the trial (0), a year or a month. */
  price: number;
  /** "durante 7 días", "al año", "al mes". */
  period: string;
  /** The trial's length in days; 0 for a paid offer. */
  trialDays: number;
  /** A trial: the monthly fee charged once it ends. */
  afterTrial: number | null;
  /** An annual offer: what it comes to each month. */
  perMonth: number | null;
  /** An annual offer: the saving against twelve monthly payments (the one rule); else 0. */
  savingPercent: number;
  popular: boolean;
  features: PlanFeature[];
  checkout: CheckoutChoice;
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

function paidOffers(plan: Plan, options: { several: boolean; popular: boolean }): Offer[] {
  const { monthly, annual } = plan.prices;
  const savingPercent = annualSavingPercent({ monthly: monthly.amount, annual: annual.amount });
  // The popular plan's badge goes on its better price: the annual one, when it saves.
  const popularKind = savingPercent > 0 ? "annual" : "monthly";
  return (["annual", "monthly"] as const).map((kind) => {
    const price = kind === "annual" ? annual : monthly;
    return {
      key: `${plan.id}:${price.interval}`,
      kind,
      name: options.several ? copy.ofPlan(plan.name, copy[kind].name) : copy[kind].name,
      description: options.several ? plan.description : copy[kind].text,
      price: price.amount,
      period: copy[kind].period,
      trialDays: 0,
      afterTrial: null,
      perMonth: kind === "annual" ? toCents(annual.amount / 12) : null,
      savingPercent: kind === "annual" ? savingPercent : 0,
      popular: options.popular && kind === popularKind,
      features: plan.features,
      checkout: { planId: plan.id, interval: price.interval, trial: false },
    };
  });
}

/**
 * The plan cards of a catalogue — the free trial, then each plan's annual and monthly
 * offer — for /pricing (the fallback catalogue, at build time) and /dashboard/subscription
 * (the catalogue the API serves) alike, so their names, prices and "Más popular" cannot
 * differ. Plans are shown cheapest first; the trial is the first plan that defines one (else
 * the cheapest, with the standard 7 days) and turns into its monthly fee. One offer at most is
 * "Más popular": that of the plan the catalogue marks popular.
 */
export function deriveOffers(plans: readonly Plan[]): Offer[] {
  // Array.prototype.sort is stable: plans at the same price keep the catalogue's order.
  const ordered = [...plans].sort((a, b) => a.prices.monthly.amount - b.prices.monthly.amount);
  const entry = ordered[0];
  if (!entry) return [];
  const several = ordered.length > 1;
  const popularPlan = ordered.find((plan) => plan.popular);
  const trialPlan = ordered.find((plan) => plan.trialDays > 0) ?? entry;
  const trial: Offer = {
    key: "trial",
    kind: "trial",
    name: copy.trial.name,
    description: several ? copy.trial.textOf(trialPlan.name) : copy.trial.text,
    price: 0,
    period: copy.trial.period(trialDaysOf(trialPlan)),
    trialDays: trialDaysOf(trialPlan),
    afterTrial: trialPlan.prices.monthly.amount,
    perMonth: null,
    savingPercent: 0,
    popular: false,
    features: trialPlan.features,
    checkout: { planId: trialPlan.id, interval: "month", trial: true },
  };
  return [
    trial,
    ...ordered.flatMap((plan) => paidOffers(plan, { several, popular: plan === popularPlan })),
  ];
}

/**
 * An offer's price in one line, in the words and figures of its card: "60 € al año",
 * "8 € al mes", "0 € durante 7 días; después, 8 € al mes".
 */
export function offerPriceText(offer: Offer): string {
  const price = `${formatEuros(offer.price)} ${offer.period}`;
  return offer.afterTrial === null
    ? price
    : copy.trial.priceThen(price, formatEuros(offer.afterTrial));
}

/**
 * The card a checkout or a subscription corresponds to, if the catalogue shows one (ids of
 * the earlier fallback catalogue included). A trial on another plan than the trial card's
 * has none.
 */
export function offerFor(plans: readonly Plan[], choice: CheckoutChoice): Offer | undefined {
  const plan = planById(plans, choice.planId);
  if (!plan) return undefined;
  return deriveOffers(plans).find(
    ({ checkout }) =>
      checkout.planId === plan.id &&
      checkout.interval === choice.interval &&
      checkout.trial === choice.trial,
  );
}

/** The figures the public site and the legal terms quote: the cheapest plan's. */
export interface PublicOffer {
  trialDays: number;
  monthlyFee: number;
  annualFee: number;
  annualSavingPercent: number;
}

export function publicOffer(plans: readonly Plan[] = fallbackPlans): PublicOffer {
  const offers = deriveOffers(plans);
  const trial = offers.find((offer) => offer.kind === "trial");
  const annual = offers.find((offer) => offer.kind === "annual");
  const monthly = offers.find((offer) => offer.kind === "monthly");
  if (!trial || !annual || !monthly) throw new Error("The plan catalogue is empty");
  return {
    trialDays: trial.trialDays,
    monthlyFee: monthly.price,
    annualFee: annual.price,
    annualSavingPercent: annual.savingPercent,
  };
}
