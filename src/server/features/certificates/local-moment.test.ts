import { describe, expect, it } from "vitest";
import { localMomentToUtc } from "./local-moment";

const utc = (date: string, time: string, zone = "Europe/Madrid") =>
  localMomentToUtc(date, time, zone).toISOString();

describe("localMomentToUtc", () => {
  it("reads winter and summer time on the mainland and in the Canaries", () => {
    expect(utc("2026-01-15", "13:42")).toBe("2026-01-15T12:42:00.000Z");
    expect(utc("2026-07-15", "13:42")).toBe("2026-07-15T11:42:00.000Z");
    expect(utc("2026-01-15", "13:42", "Atlantic/Canary")).toBe("2026-01-15T13:42:00.000Z");
    expect(utc("2026-07-15", "13:42:30", "Atlantic/Canary")).toBe("2026-07-15T12:42:30.000Z");
  });

  it("crosses midnight into the previous UTC day", () => {
    expect(utc("2026-07-16", "00:30")).toBe("2026-07-15T22:30:00.000Z");
  });

  it("knows the day the clocks go forward (29 March 2026, 02:00 → 03:00)", () => {
    expect(utc("2026-03-29", "01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(utc("2026-03-29", "03:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(utc("2026-03-29", "13:42")).toBe("2026-03-29T11:42:00.000Z");
    // 02:30 never happened: read as 03:30, after the jump.
    expect(utc("2026-03-29", "02:30")).toBe("2026-03-29T01:30:00.000Z");
  });

  it("knows the day the clocks go back (25 October 2026, 03:00 → 02:00)", () => {
    expect(utc("2026-10-25", "01:30")).toBe("2026-10-24T23:30:00.000Z");
    // 02:30 happened twice: the first one.
    expect(utc("2026-10-25", "02:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(utc("2026-10-25", "03:30")).toBe("2026-10-25T02:30:00.000Z");
    expect(utc("2026-10-25", "13:42")).toBe("2026-10-25T12:42:00.000Z");
  });
});
