import { describe, expect, it } from "vitest";
import { accessEndOf, accessWindows, ALWAYS, deriveAccess, type AccessWindow } from "./access";

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

describe("deriveAccess over every status", () => {
  const statuses = [
    "trialing",
    "active",
    "past_due",
    "unpaid",
    "incomplete",
    "incomplete_expired",
    "canceled",
    "paused",
  ] as const;
  const ends = [
    { label: "a future end", end: days(5), current: true },
    { label: "a past end", end: days(-5), current: false },
    { label: "no end", end: null, current: true },
  ];
  const cases = statuses.flatMap((status) =>
    ends.flatMap(({ label, end, current }) =>
      [false, true].map((cancelAtPeriodEnd) => ({
        status,
        label,
        end,
        cancelAtPeriodEnd,
        expected: (status === "trialing" || status === "active") && current,
      })),
    ),
  );

  it.each(cases)(
    "$status with $label (cancel at period end: $cancelAtPeriodEnd) → access $expected",
    ({ status, end, cancelAtPeriodEnd, expected }) => {
      const facts = paid({
        status,
        cancelAtPeriodEnd,
        currentPeriodEnd: end,
        trialEnd: status === "trialing" ? end : null,
      });
      const access = deriveAccess({ role: "user", subscriptions: [facts], now });
      expect(access.active).toBe(expected);
      expect(access.tier).toBe(expected ? "basic" : null);
      if (!expected) expect(access.state).toEqual({ kind: "inactive" });
      else if (status === "trialing") expect(access.state.kind).toBe("trialing");
      else expect(access.state.kind).toBe(cancelAtPeriodEnd ? "canceling" : "active");
    },
  );
});

describe("accessWindows", () => {
  const row = (id: string, overrides: Record<string, unknown> = {}) => ({
    ...paid(overrides),
    id,
    createdAt: days(-60),
    updatedAt: days(-1),
    trialStart: null,
    ...overrides,
  });
  const spans = (windows: AccessWindow[]) =>
    windows.map((window) => [window.from.toISOString(), window.until?.toISOString() ?? null]);

  it("gives each subscription from its start to its end, complimentary access without one", () => {
    const windows = accessWindows({
      role: "user",
      subscriptions: [
        row("ended", { currentPeriodEnd: days(-30) }),
        row("cancelled", { status: "canceled", currentPeriodEnd: days(5), updatedAt: days(-20) }),
        row("trial", { status: "trialing", trialStart: days(-70), trialEnd: days(-65) }),
        row("never", { status: "incomplete" }),
        row("grant", { provider: "complimentary", currentPeriodEnd: null, createdAt: days(-3) }),
      ],
      lapses: [],
    });
    expect(spans(windows)).toEqual([
      [days(-60).toISOString(), days(-30).toISOString()],
      [days(-60).toISOString(), days(-20).toISOString()],
      [days(-70).toISOString(), days(-65).toISOString()],
      [days(-3).toISOString(), null],
    ]);
  });

  it("leaves out the gaps a subscription recovered from", () => {
    const windows = accessWindows({
      role: "user",
      subscriptions: [row("renewed", { currentPeriodEnd: days(25) })],
      lapses: [
        { subscriptionId: "renewed", startedAt: days(-10), endedAt: days(-5) },
        { subscriptionId: "other", startedAt: days(-40), endedAt: days(-35) },
      ],
    });
    expect(spans(windows)).toEqual([
      [days(-60).toISOString(), days(-10).toISOString()],
      [days(-5).toISOString(), days(25).toISOString()],
    ]);
  });

  it("always for admins", () => {
    expect(accessWindows({ role: "admin", subscriptions: [], lapses: [] })).toBe(ALWAYS);
  });

  it("ends a subscription where it stopped giving access", () => {
    expect(accessEndOf(row("a", { status: "past_due", currentPeriodEnd: days(20) }))).toEqual(
      days(-1),
    );
    expect(accessEndOf(row("b", { status: "incomplete" }))).toEqual(days(-60));
    expect(accessEndOf(row("c", { provider: "complimentary", currentPeriodEnd: null }))).toBeNull();
  });
});
