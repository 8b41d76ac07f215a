import { describe, expect, it } from "vitest";
import { utcOffset } from "./utc-offset";

describe("utcOffset", () => {
  it("follows summer time in Madrid and the Canaries", () => {
    expect(utcOffset(new Date("2026-01-15T12:00:00Z"), "Europe/Madrid")).toBe("+01:00");
    expect(utcOffset(new Date("2026-07-15T12:00:00Z"), "Europe/Madrid")).toBe("+02:00");
    expect(utcOffset(new Date("2026-01-15T12:00:00Z"), "Atlantic/Canary")).toBe("+00:00");
    expect(utcOffset(new Date("2026-07-15T12:00:00Z"), "Atlantic/Canary")).toBe("+01:00");
  });

  it("changes at the instant the clocks do", () => {
    // 29 March 2026, 01:00 UTC: Madrid goes from 02:00 CET to 03:00 CEST.
    expect(utcOffset(new Date("2026-03-29T00:59:59Z"), "Europe/Madrid")).toBe("+01:00");
    expect(utcOffset(new Date("2026-03-29T01:00:00Z"), "Europe/Madrid")).toBe("+02:00");
  });

  it("writes zones behind UTC with a minus sign", () => {
    expect(utcOffset(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe("-05:00");
  });
});
