import { describe, expect, it } from "vitest";
import { dayAndMonth, instantAt, localTimeOf, weekdayOf } from "./zoned-time";

describe("instantAt and localTimeOf", () => {
  it("read Madrid's wall clock in winter and in summer", () => {
    expect(instantAt("2026-11-30", 13 * 60, "Europe/Madrid").toISOString()).toBe(
      "2026-11-30T12:00:00.000Z",
    );
    expect(instantAt("2026-07-01", 9 * 60 + 15, "Europe/Madrid").toISOString()).toBe(
      "2026-07-01T07:15:00.000Z",
    );
    expect(instantAt("2026-07-01", 9 * 60, "Atlantic/Canary").toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(localTimeOf(new Date("2026-11-30T23:30:00Z"), "Europe/Madrid")).toEqual({
      date: "2026-12-01",
      minutes: 30,
    });
  });
});

describe("weekdayOf and dayAndMonth", () => {
  it("name a date as the page says it", () => {
    expect(weekdayOf("2026-11-30")).toBe(1);
    expect(weekdayOf("2026-12-06")).toBe(7);
    expect(dayAndMonth("2026-12-24")).toBe("24 de diciembre");
  });
});
