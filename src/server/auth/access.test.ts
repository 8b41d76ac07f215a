import { describe, expect, it } from "vitest";
import { deriveAccess } from "./access";

const now = new Date("2026-11-21T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const paid = (overrides: Record<string, unknown> = {}) => ({
  provider: "stripe" as const,
  status: "active" as const,
  planName: "Básico",
  tier: "basic" as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: days(10),
  trialEnd: null,
  ...overrides,
});

describe("deriveAccess", () => {
  it("gives none to a user without subscriptions", () => {
    expect(deriveAccess({ role: "user", subscriptions: [], now })).toEqual({
      active: false,
      tier: null,
      complimentary: false,
      state: { kind: "inactive" },
    });
  });

  it("gives access to admins and to complimentary grants", () => {
    expect(deriveAccess({ role: "admin", subscriptions: [], now })).toMatchObject({
      active: true,
      state: { kind: "admin" },
    });
    const grant = {
      ...paid(),
      provider: "complimentary" as const,
      currentPeriodEnd: null,
      planName: null,
    };
    expect(deriveAccess({ role: "user", subscriptions: [grant], now })).toMatchObject({
      active: true,
      complimentary: true,
      state: { kind: "complimentary" },
    });
  });

  it("gives access while trialing or active, cancel-at-period-end included until the end", () => {
    expect(deriveAccess({ role: "user", subscriptions: [paid()], now })).toMatchObject({
      active: true,
      tier: "basic",
      state: { kind: "active" },
    });
    expect(
      deriveAccess({
        role: "user",
        subscriptions: [paid({ status: "trialing", trialEnd: days(3), currentPeriodEnd: days(3) })],
        now,
      }),
    ).toMatchObject({
      active: true,
      state: { kind: "trialing", trialEndsAt: days(3).toISOString() },
    });
    expect(
      deriveAccess({ role: "user", subscriptions: [paid({ cancelAtPeriodEnd: true })], now }),
    ).toMatchObject({
      active: true,
      state: { kind: "canceling", accessUntil: days(10).toISOString() },
    });
  });

  it("refuses expired, unpaid, incomplete and canceled subscriptions at once", () => {
    for (const facts of [
      paid({ currentPeriodEnd: days(-1) }),
      paid({ cancelAtPeriodEnd: true, currentPeriodEnd: days(-1) }),
      paid({ status: "unpaid" }),
      paid({ status: "past_due" }),
      paid({ status: "incomplete" }),
      paid({ status: "canceled" }),
      paid({ status: "trialing", trialEnd: days(-1) }),
    ]) {
      expect(deriveAccess({ role: "user", subscriptions: [facts], now }).active).toBe(false);
    }
  });
});
