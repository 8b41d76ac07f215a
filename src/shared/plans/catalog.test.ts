import { describe, expect, it } from "vitest";
import { fallbackPlans, publicOffer, TRIAL_DAYS } from "./catalog";
import type { Plan } from "./plan";

describe("fallback plans", () => {
  it("are a trial, a basic and a pro plan at 8 € a month and 60 € a year in euros", () => {
    expect(fallbackPlans.map((plan) => plan.id)).toEqual(["trial", "basic", "pro"]);
    for (const plan of fallbackPlans) {
      expect(plan.prices.monthly).toMatchObject({ amount: 8, currency: "eur", interval: "month" });
      expect(plan.prices.annual).toMatchObject({ amount: 60, currency: "eur", interval: "year" });
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it("give the trial plan a 7-day trial", () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(fallbackPlans.find((plan) => plan.id === "trial")?.trialDays).toBe(7);
  });

  it("have unique price ids", () => {
    const ids = fallbackPlans.flatMap((plan) => [plan.prices.monthly.id, plan.prices.annual.id]);
    expect(new Set(ids).size).toBe(ids.length);
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

  it("follows the catalogue it is given", () => {
    const basic = fallbackPlans[1] as Plan;
    const dearer: Plan = {
      ...basic,
      trialDays: 14,
      prices: {
        monthly: { ...basic.prices.monthly, amount: 10 },
        annual: { ...basic.prices.annual, amount: 100 },
      },
    };
    expect(publicOffer([dearer])).toEqual({
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
