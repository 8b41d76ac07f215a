import { describe, expect, it } from "vitest";
import { formatDay, formatDuration, formatShortDay, lastDays } from "./format";

describe("formatDuration", () => {
  it("writes seconds as m:ss, and hours when there are", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(61.5)).toBe("1:02");
    expect(formatDuration(599.4)).toBe("9:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(3 * 3600 + 5 * 60 + 7)).toBe("3:05:07");
  });
});

describe("days", () => {
  it("writes a calendar day in Spanish, whatever the browser's time zone", () => {
    expect(formatDay("2026-03-29")).toBe("dom, 29 mar 2026");
    expect(formatShortDay("2026-03-29")).toBe("29/03/2026");
  });

  it("writes the short day as Spain's Intl does, without one", () => {
    const intl = new Intl.DateTimeFormat("es-ES", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const date of ["2026-01-01", "2026-02-28", "2027-12-31", "2030-07-04"])
      expect(formatShortDay(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
  });

  it("counts the last days back from today, across a month's end", () => {
    expect(lastDays(new Date(2026, 2, 3, 15), 7)).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(lastDays(new Date(2026, 2, 3), 1)).toEqual({ from: "2026-03-03", to: "2026-03-03" });
  });
});
