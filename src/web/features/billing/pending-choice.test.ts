import { describe, expect, it } from "vitest";
import { fallbackPlans } from "~/shared/plans/catalog";
import { pendingChoiceOutcome } from "./pending-choice";

const annual = { planId: "basic", interval: "year", trial: false } as const;
const trial = { planId: "basic", interval: "month", trial: true } as const;
const newcomer = { plans: fallbackPlans, subscribed: false, trialAvailable: true };

describe("a plan chosen before signing in", () => {
  it("opens its checkout for a newcomer", () => {
    expect(pendingChoiceOutcome({ ...newcomer, choice: annual })).toEqual({ checkout: annual });
    expect(pendingChoiceOutcome({ ...newcomer, choice: trial })).toEqual({ checkout: trial });
  });

  it("reads an earlier plan id as the plan that replaced it", () => {
    expect(pendingChoiceOutcome({ ...newcomer, choice: { ...annual, planId: "pro" } })).toEqual({
      checkout: annual,
    });
  });

  it("explains instead when it cannot be checked out", () => {
    expect(pendingChoiceOutcome({ ...newcomer, subscribed: true, choice: annual })).toEqual({
      notice: expect.stringContaining("Ya tienes una suscripción activa"),
    });
    expect(pendingChoiceOutcome({ ...newcomer, trialAvailable: false, choice: trial })).toEqual({
      notice: expect.stringContaining("Ya has disfrutado de tu prueba gratuita"),
    });
    expect(pendingChoiceOutcome({ ...newcomer, trialAvailable: false, choice: annual })).toEqual({
      checkout: annual,
    });
    expect(pendingChoiceOutcome({ ...newcomer, choice: { ...annual, planId: "platino" } })).toEqual(
      { notice: expect.stringContaining("ya no está disponible") },
    );
  });
});
