import { describe, expect, it } from "vitest";
import { accessPeriod, type PeriodFacts } from "./access-period";

const now = new Date("2026-11-23T10:00:00Z");
const at = (iso: string) => new Date(iso);

const subscription = (facts: Partial<PeriodFacts>): PeriodFacts => ({
  provider: "local",
  status: "active",
  planName: "Mensual",
  tier: "basic",
  interval: "month",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: at("2026-12-10T08:00:00Z"),
  trialStart: null,
  trialEnd: null,
  createdAt: at("2026-03-10T08:00:00Z"),
  ...facts,
});

describe("accessPeriod", () => {
  it("covers a trial from its start to its end", () => {
    const trial = subscription({
      status: "trialing",
      trialStart: at("2026-11-20T09:00:00Z"),
      trialEnd: at("2026-11-27T09:00:00Z"),
      currentPeriodEnd: at("2026-11-27T09:00:00Z"),
      createdAt: at("2026-11-20T09:00:00Z"),
    });
    expect(accessPeriod({ role: "user", subscriptions: [trial], now })).toEqual({
      kind: "period",
      start: at("2026-11-20T09:00:00Z"),
      end: at("2026-11-27T09:00:00Z"),
    });
  });

  it("covers a paid month from one interval before its end", () => {
    expect(accessPeriod({ role: "user", subscriptions: [subscription({})], now })).toEqual({
      kind: "period",
      start: at("2026-11-10T08:00:00Z"),
      end: at("2026-12-10T08:00:00Z"),
    });
    const annual = subscription({ interval: "year", currentPeriodEnd: at("2027-03-10T08:00:00Z") });
    expect(accessPeriod({ role: "user", subscriptions: [annual], now })).toMatchObject({
      start: at("2026-03-10T08:00:00Z"),
    });
  });

  it("does not start a paid period before the subscription began, nor after now", () => {
    const recent = subscription({ createdAt: at("2026-11-20T12:00:00Z") });
    expect(accessPeriod({ role: "user", subscriptions: [recent], now })).toMatchObject({
      start: at("2026-11-20T12:00:00Z"),
    });
    const annualNoStart = subscription({ interval: null, createdAt: at("2027-01-01T00:00:00Z") });
    expect(accessPeriod({ role: "user", subscriptions: [annualNoStart], now })).toMatchObject({
      start: now,
    });
  });

  it("keeps a subscription canceled at period end until that end", () => {
    const canceling = subscription({ cancelAtPeriodEnd: true });
    expect(accessPeriod({ role: "user", subscriptions: [canceling], now })).toMatchObject({
      end: at("2026-12-10T08:00:00Z"),
    });
  });

  it("gives complimentary access one year from issue, from the grant", () => {
    const grant = subscription({
      provider: "complimentary",
      interval: null,
      currentPeriodEnd: null,
      createdAt: at("2026-06-01T00:00:00Z"),
    });
    expect(accessPeriod({ role: "user", subscriptions: [grant], now })).toEqual({
      kind: "period",
      start: at("2026-06-01T00:00:00Z"),
      end: at("2027-11-23T10:00:00Z"),
    });
  });

  it("prefers a paid period to complimentary access, as the access rule does", () => {
    const grant = subscription({ provider: "complimentary", currentPeriodEnd: null });
    expect(
      accessPeriod({ role: "admin", subscriptions: [grant, subscription({})], now }),
    ).toMatchObject({ end: at("2026-12-10T08:00:00Z") });
  });

  it("has nothing for an admin's role alone, nor for ended or unpaid subscriptions", () => {
    expect(accessPeriod({ role: "admin", subscriptions: [], now })).toEqual({ kind: "admin-only" });
    const ended = subscription({ currentPeriodEnd: at("2026-11-01T00:00:00Z") });
    const unpaid = subscription({ status: "past_due" });
    expect(accessPeriod({ role: "user", subscriptions: [ended, unpaid], now })).toEqual({
      kind: "none",
    });
  });
});
