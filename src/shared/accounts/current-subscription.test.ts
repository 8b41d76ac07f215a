import { describe, expect, it } from "vitest";
import { isCurrentSubscription } from "./current-subscription";

const now = new Date("2026-11-21T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe("isCurrentSubscription", () => {
  it("runs while active or trialing and the period has not ended", () => {
    const active = { status: "active" as const, currentPeriodEnd: days(3), trialEnd: null };
    expect(isCurrentSubscription(active, now)).toBe(true);
    expect(isCurrentSubscription({ ...active, currentPeriodEnd: days(-1) }, now)).toBe(false);
    expect(isCurrentSubscription({ ...active, currentPeriodEnd: null }, now)).toBe(true);
  });

  it("ends a trial at the trial's end, whatever the period says", () => {
    const trial = { status: "trialing" as const, currentPeriodEnd: days(30), trialEnd: days(-1) };
    expect(isCurrentSubscription(trial, now)).toBe(false);
    expect(isCurrentSubscription({ ...trial, trialEnd: days(2) }, now)).toBe(true);
    expect(isCurrentSubscription({ ...trial, trialEnd: null }, now)).toBe(true);
  });

  it("never runs in any other status", () => {
    for (const status of ["past_due", "canceled", "incomplete", "unpaid", "paused"] as const)
      expect(
        isCurrentSubscription({ status, currentPeriodEnd: days(3), trialEnd: null }, now),
      ).toBe(false);
  });

  it("reads the API's ISO strings and a clock in milliseconds as well", () => {
    const wire = {
      status: "trialing" as const,
      currentPeriodEnd: null,
      trialEnd: days(-1).toISOString(),
    };
    expect(isCurrentSubscription(wire, now.getTime())).toBe(false);
  });
});
