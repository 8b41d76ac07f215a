import { describe, expect, it } from "vitest";
import { fallbackPlans } from "./catalog";
import { deriveOffers, offerFor, offerPriceText, publicOffer } from "./offers";
import type { Plan } from "./plan";

function syncedPlan(
  id: string,
  options: { name: string; monthly: number; annual: number; popular?: boolean; trialDays?: number },
): Plan {
  return {
    id,
    name: options.name,
    description: `Descripción de ${options.name}`,
    tier: "basic",
    features: [{ name: `Función de ${options.name}`, included: true }],
    popular: options.popular ?? false,
    trialDays: options.trialDays ?? 0,
    prices: {
      monthly: { id: `${id}-m`, amount: options.monthly, currency: "eur", interval: "month" },
      annual: { id: `${id}-y`, amount: options.annual, currency: "eur", interval: "year" },
    },
  };
}

describe("deriveOffers with the fallback catalogue", () => {
  const offers = deriveOffers(fallbackPlans);

  it("is the trial, the annual plan (most popular, 37.5 % saved) and the monthly plan", () => {
    expect(
      offers.map(({ key, kind, name, price, period, popular }) => ({
        key,
        kind,
        name,
        price,
        period,
        popular,
      })),
    ).toEqual([
      {
        key: "trial",
        kind: "trial",
        name: "Prueba gratuita",
        price: 0,
        period: "durante 7 días",
        popular: false,
      },
      {
        key: "basic:year",
        kind: "annual",
        name: "Anual",
        price: 60,
        period: "al año",
        popular: true,
      },
      {
        key: "basic:month",
        kind: "monthly",
        name: "Mensual",
        price: 8,
        period: "al mes",
        popular: false,
      },
    ]);
  });

  it("gives the trial 7 days, after which 8 € a month are charged", () => {
    expect(offers[0]).toMatchObject({ trialDays: 7, afterTrial: 8, savingPercent: 0 });
  });

  it("saves 37.5 % a year, 5 € a month", () => {
    expect(offers[1]).toMatchObject({ savingPercent: 37.5, perMonth: 5, trialDays: 0 });
    expect(offers[2]).toMatchObject({ savingPercent: 0, perMonth: null });
  });

  it("asks each checkout for its plan, interval and trial", () => {
    expect(offers.map((offer) => offer.checkout)).toEqual([
      { planId: "basic", interval: "month", trial: true },
      { planId: "basic", interval: "year", trial: false },
      { planId: "basic", interval: "month", trial: false },
    ]);
  });

  it("lists the plan's features on every card", () => {
    for (const offer of offers) expect(offer.features).toBe(fallbackPlans[0]?.features);
  });
});

describe("deriveOffers with a synced catalogue of several tiers", () => {
  const premium = syncedPlan("prod_premium", {
    name: "Premium",
    monthly: 20,
    annual: 200,
    popular: true,
  });
  const esencial = syncedPlan("prod_esencial", { name: "Esencial", monthly: 10, annual: 100 });
  const offers = deriveOffers([premium, esencial]);

  it("shows the trial, then each plan cheapest first, named after its plan", () => {
    expect(offers.map((offer) => [offer.key, offer.name, offer.price])).toEqual([
      ["trial", "Prueba gratuita", 0],
      ["prod_esencial:year", "Esencial · Anual", 100],
      ["prod_esencial:month", "Esencial · Mensual", 10],
      ["prod_premium:year", "Premium · Anual", 200],
      ["prod_premium:month", "Premium · Mensual", 20],
    ]);
    expect(new Set(offers.map((offer) => offer.key)).size).toBe(offers.length);
  });

  it("marks only the popular plan's annual offer, with the one saving rule", () => {
    expect(offers.filter((offer) => offer.popular).map((offer) => offer.key)).toEqual([
      "prod_premium:year",
    ]);
    expect(offers[3]).toMatchObject({ savingPercent: 16.7, perMonth: 16.67 });
  });

  it("starts the trial on the cheapest plan, for the standard 7 days, with its features", () => {
    expect(offers[0]).toMatchObject({
      trialDays: 7,
      afterTrial: 10,
      description: "Prueba el plan Esencial sin compromiso.",
      features: esencial.features,
      checkout: { planId: "prod_esencial", interval: "month", trial: true },
    });
    expect(offers[1]?.description).toBe(esencial.description);
  });

  it("starts the trial on the plan that defines one, for its own length", () => {
    const trialOnPremium = { ...premium, trialDays: 14 };
    expect(deriveOffers([esencial, trialOnPremium])[0]).toMatchObject({
      trialDays: 14,
      afterTrial: 20,
      checkout: { planId: "prod_premium" },
    });
  });

  it("puts the badge on the monthly offer of a popular plan whose annual price saves nothing", () => {
    const noSaving = syncedPlan("prod_x", { name: "X", monthly: 10, annual: 120, popular: true });
    expect(deriveOffers([noSaving]).find((offer) => offer.popular)?.kind).toBe("monthly");
  });

  it("marks nothing popular when no plan is", () => {
    const plain = deriveOffers([esencial, { ...premium, popular: false }]);
    expect(plain.some((offer) => offer.popular)).toBe(false);
  });

  it("is empty for an empty catalogue", () => {
    expect(deriveOffers([])).toEqual([]);
  });
});

describe("offerFor", () => {
  it("finds the card of a checkout or subscription", () => {
    expect(offerFor(fallbackPlans, { planId: "basic", interval: "year", trial: false })?.name).toBe(
      "Anual",
    );
    expect(offerFor(fallbackPlans, { planId: "basic", interval: "month", trial: true })?.name).toBe(
      "Prueba gratuita",
    );
  });

  it("reads subscriptions stored with the earlier fallback ids", () => {
    expect(offerFor(fallbackPlans, { planId: "pro", interval: "month", trial: false })?.key).toBe(
      "basic:month",
    );
    expect(offerFor(fallbackPlans, { planId: "trial", interval: "year", trial: false })?.key).toBe(
      "basic:year",
    );
  });

  it("has none for an unknown plan or a trial no card offers", () => {
    expect(offerFor(fallbackPlans, { planId: "platino", interval: "month", trial: false })).toBe(
      undefined,
    );
    expect(offerFor(fallbackPlans, { planId: "basic", interval: "year", trial: true })).toBe(
      undefined,
    );
  });
});

describe("offerPriceText", () => {
  it("says each card's price and period as the card does, the trial with what follows it", () => {
    expect(deriveOffers(fallbackPlans).map(offerPriceText)).toEqual([
      "0 € durante 7 días; después, 8 € al mes",
      "60 € al año",
      "8 € al mes",
    ]);
  });

  it("writes cents with a decimal comma", () => {
    const plans = [syncedPlan("p", { name: "Pro", monthly: 19.99, annual: 199.5 })];
    expect(deriveOffers(plans).slice(1).map(offerPriceText)).toEqual([
      "199,50 € al año",
      "19,99 € al mes",
    ]);
  });
});

describe("publicOffer", () => {
  it("quotes the catalogue: 7 days free, 8 € a month, 60 € a year, 37.5 % saved", () => {
    expect(publicOffer()).toEqual({
      trialDays: 7,
      monthlyFee: 8,
      annualFee: 60,
      annualSavingPercent: 37.5,
    });
  });

  it("follows the catalogue it is given: its cheapest plan", () => {
    const dearer = syncedPlan("dearer", { name: "D", monthly: 10, annual: 100, trialDays: 14 });
    const dearest = syncedPlan("dearest", { name: "E", monthly: 30, annual: 300 });
    expect(publicOffer([dearest, dearer])).toEqual({
      trialDays: 14,
      monthlyFee: 10,
      annualFee: 100,
      annualSavingPercent: 16.7,
    });
  });

  it("refuses an empty catalogue", () => {
    expect(() => publicOffer([])).toThrow();
  });
});
