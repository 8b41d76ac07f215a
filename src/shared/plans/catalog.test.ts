import { describe, expect, it } from "vitest";
import { fallbackPlans, planById, TRIAL_DAYS, trialDaysOf } from "./catalog";
import type { Plan } from "./plan";

describe("fallback plans", () => {
  it("are one paid plan at 8 € a month and 60 € a year, with the 7-day trial", () => {
    expect(fallbackPlans).toHaveLength(1);
    const [plan] = fallbackPlans as [Plan];
    expect(plan).toMatchObject({ id: "basic", popular: true, trialDays: 7 });
    expect(plan.prices.monthly).toMatchObject({ amount: 8, currency: "eur", interval: "month" });
    expect(plan.prices.annual).toMatchObject({ amount: 60, currency: "eur", interval: "year" });
    expect(plan.prices.monthly.id).not.toBe(plan.prices.annual.id);
    expect(TRIAL_DAYS).toBe(7);
  });

  it("list only what the product does: no licence certificate, no priority support", () => {
    const features = fallbackPlans.flatMap((plan) => plan.features);
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((feature) => feature.included)).toBe(true);
    expect(features.map((feature) => feature.name).join(" ")).not.toMatch(
      /certificado|prioritario/i,
    );
  });
});

describe("planById", () => {
  const [paid] = fallbackPlans as [Plan];
  const synced: Plan = { ...paid, id: "prod_negocio" };

  it("finds a plan of the catalogue", () => {
    expect(planById(fallbackPlans, "basic")).toBe(paid);
    expect(planById([synced], "prod_negocio")).toBe(synced);
    expect(planById(fallbackPlans, "platino")).toBeUndefined();
    expect(planById(fallbackPlans, null)).toBeUndefined();
  });

  it("reads the earlier fallback ids (trial, pro) as the fallback's paid plan", () => {
    expect(planById(fallbackPlans, "trial")).toBe(paid);
    expect(planById(fallbackPlans, "pro")).toBe(paid);
    // A synced catalogue has no such plan: nothing to map them to.
    expect(planById([synced], "pro")).toBeUndefined();
  });
});

describe("trialDaysOf", () => {
  it("is the plan's own trial, or the standard 7 days", () => {
    expect(trialDaysOf({ trialDays: 14 })).toBe(14);
    expect(trialDaysOf({ trialDays: 0 })).toBe(7);
  });
});
