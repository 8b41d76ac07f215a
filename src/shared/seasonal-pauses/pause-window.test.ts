import { describe, expect, it } from "vitest";
import { dayAfter, localDate, pauseCovers, pausedAt, pauseNotOver } from "./pause-window";
import { seasonalPauseInputSchema } from "./schema";

const winter = { from: "2026-12-01", to: "2027-02-28", endedAt: null };

describe("a seasonal pause on the establishment's clock", () => {
  it("runs from the first local midnight of `from` to the first after `to`", () => {
    // Madrid is UTC+1 in winter; the Canaries UTC+0.
    expect(pausedAt(winter, "Europe/Madrid", new Date("2026-11-30T22:59:59Z"))).toBe(false);
    expect(pausedAt(winter, "Europe/Madrid", new Date("2026-11-30T23:00:00Z"))).toBe(true);
    expect(pausedAt(winter, "Atlantic/Canary", new Date("2026-11-30T23:00:00Z"))).toBe(false);
    expect(pausedAt(winter, "Europe/Madrid", new Date("2027-02-28T22:59:59Z"))).toBe(true);
    expect(pausedAt(winter, "Europe/Madrid", new Date("2027-02-28T23:00:00Z"))).toBe(false);
    expect(dayAfter(winter.to)).toBe("2027-03-01");
    expect(localDate("Europe/Madrid", new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
  });

  it("ends when ended early, and one cancelled before it began never runs", () => {
    const resumed = { ...winter, endedAt: "2027-01-10T09:00:00.000Z" };
    expect(pausedAt(resumed, "Europe/Madrid", new Date("2027-01-10T08:59:59Z"))).toBe(true);
    expect(pausedAt(resumed, "Europe/Madrid", new Date("2027-01-10T09:00:00Z"))).toBe(false);
    const cancelled = { ...winter, endedAt: "2026-11-20T10:00:00.000Z" };
    expect(pauseNotOver(cancelled, "Europe/Madrid", new Date("2026-11-20T11:00:00Z"))).toBe(false);
  });

  it("covers a billing period only whole", () => {
    const december = {
      start: new Date("2026-12-01T10:00:00Z"),
      end: new Date("2027-01-01T10:00:00Z"),
    };
    expect(pauseCovers(winter, "Europe/Madrid", december)).toBe(true);
    const february = {
      start: new Date("2027-02-01T10:00:00Z"),
      end: new Date("2027-03-01T10:00:00Z"),
    };
    expect(pauseCovers(winter, "Europe/Madrid", february)).toBe(false);
  });

  it("refuses more than 365 days, counted inclusive, and an end before the start", () => {
    expect(
      seasonalPauseInputSchema.safeParse({ from: "2027-01-01", to: "2027-12-31" }).success,
    ).toBe(true);
    expect(
      seasonalPauseInputSchema.safeParse({ from: "2027-01-01", to: "2028-01-01" }).success,
    ).toBe(false);
    expect(
      seasonalPauseInputSchema.safeParse({ from: "2027-01-02", to: "2027-01-01" }).success,
    ).toBe(false);
  });
});
