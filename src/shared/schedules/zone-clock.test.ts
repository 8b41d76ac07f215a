import { describe, expect, it } from "vitest";
import { zoneClock } from "./zone-clock";

const MINUTE = 60_000;

/** The wall clock as Intl tells it, counted as if UTC (what `wallClock` answers off the edges). */
function intlWallClock(format: Intl.DateTimeFormat, instant: number): number {
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
}

const days = (from: string, count: number) => {
  const start = Date.parse(from);
  return Array.from({ length: count * 24 * 60 }, (_, minute) => start + minute * MINUTE);
};

// Each zone with the two days around its changes of 2026, and a zone that moves half an hour.
const cases = [
  { zone: "Europe/Madrid", from: ["2026-03-28T12:00:00Z", "2026-10-24T12:00:00Z"] },
  { zone: "Atlantic/Canary", from: ["2026-03-28T12:00:00Z", "2026-10-24T12:00:00Z"] },
  { zone: "Australia/Lord_Howe", from: ["2026-04-04T00:00:00Z", "2026-10-03T00:00:00Z"] },
];

describe.each(cases)("the wall clock of $zone", ({ zone, from }) => {
  const minutes = from.flatMap((start) => days(start, 2));

  it("never goes back, and agrees with Intl wherever the clock does not repeat", () => {
    const clock = zoneClock(zone);
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    let before = -Infinity;
    let repeated = 0;
    const wrong: string[] = [];
    for (const instant of minutes) {
      const local = clock.wallClock(instant);
      const intl = intlWallClock(format, instant);
      if (local < before) wrong.push(`${new Date(instant).toISOString()} goes back`);
      if (intl < before) repeated++;
      else if (local !== intl) wrong.push(`${new Date(instant).toISOString()} is not Intl's`);
      before = Math.max(before, local);
    }
    expect(wrong).toEqual([]);
    // The one repeated stretch of the year (an hour; half an hour at Lord Howe).
    expect(repeated).toBe(zone === "Australia/Lord_Howe" ? 30 : 60);
  });

  it("finds the first instant each local minute is reached, skipped minutes included", () => {
    const clock = zoneClock(zone);
    const wrong: string[] = [];
    for (const instant of minutes) {
      const local = Math.floor(clock.wallClock(instant) / MINUTE) * MINUTE;
      const first = clock.firstInstantAt(local);
      if (clock.wallClock(first) < local || clock.wallClock(first - 1) >= local)
        wrong.push(new Date(local).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});

describe("the zone's changes, found a year at a time", () => {
  it("agree with Intl whatever order the years are asked in", () => {
    const zone = "Atlantic/Canary";
    const clock = zoneClock(zone);
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    // Summer and winter days of years far apart, asked later years first.
    const instants = ["2031-07-01T12:00:00Z", "2019-01-15T23:30:00Z", "2026-12-31T23:59:00Z"]
      .flatMap((instant) => [Date.parse(instant), Date.parse(instant) - 180 * 86_400_000])
      .concat(Date.parse("2027-01-01T00:00:00Z"));
    for (const instant of instants)
      expect(clock.wallClock(instant)).toBe(intlWallClock(format, instant));
  });
});

describe("firstInstantAt", () => {
  it("puts a time in Madrid's spring gap at the change, and the repeated hour's first pass", () => {
    const clock = zoneClock("Europe/Madrid");
    const at = (local: string) => new Date(clock.firstInstantAt(Date.parse(local))).toISOString();
    expect(at("2026-03-29T02:30:00Z")).toBe("2026-03-29T01:00:00.000Z");
    expect(at("2026-03-29T03:00:00Z")).toBe("2026-03-29T01:00:00.000Z");
    expect(at("2026-10-25T02:30:00Z")).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25T03:00:00Z")).toBe("2026-10-25T02:00:00.000Z");
  });
});
