import { describe, expect, it } from "vitest";
import { hours, openEvery, scheduleFacts, slot } from "../testing/schedule-facts";
import { nextChanges, whatPlays, type ScheduleFacts } from "./evaluate";

// 2026: clocks go forward on Sunday 29 March and back on Sunday 25 October, both at 01:00 UTC.
// Madrid: 02:00 CET → 03:00 CEST; 03:00 CEST → 02:00 CET. Canary: 01:00 WET → 02:00 WEST;
// 02:00 WEST → 01:00 WET.
const SUNDAY = [7] as const;
const SATURDAY = [6] as const;
const stateAt = (schedule: ScheduleFacts, instant: string) => {
  const reason = whatPlays(schedule, new Date(instant)).reason;
  return `${reason.kind === "slot" ? reason.slot.name : reason.kind} until ${reason.until}`;
};
const changesFrom = (schedule: ScheduleFacts, instant: string, count: number) =>
  nextChanges(schedule, new Date(instant), count).map((change) =>
    change.kind === "slot" ? `${change.at} ${change.slot.name}` : `${change.at} ${change.kind}`,
  );

describe("Europe/Madrid, spring: 02:00–03:00 does not exist", () => {
  const schedule = scheduleFacts({
    slots: [
      slot("Antes", SUNDAY, "01:00", "02:30"),
      slot("Fantasma", SUNDAY, "02:30", "03:00"),
      slot("Después", SUNDAY, "03:00", "05:00"),
    ],
  });

  it("ends a slot whose end falls in the gap at the first instant after it", () => {
    expect(stateAt(schedule, "2026-03-29T00:59:59Z")).toBe("Antes until 2026-03-29T01:00:00.000Z");
  });

  it("never plays a slot that lies wholly in the gap", () => {
    expect(stateAt(schedule, "2026-03-29T01:00:00Z")).toBe(
      "Después until 2026-03-29T03:00:00.000Z",
    );
    expect(changesFrom(schedule, "2026-03-28T23:00:00Z", 3)).toEqual([
      "2026-03-29T00:00:00.000Z Antes",
      "2026-03-29T01:00:00.000Z Después",
      "2026-03-29T03:00:00.000Z unscheduled",
    ]);
  });

  it("opens at the first instant after the gap when the opening falls in it", () => {
    const opensInGap = scheduleFacts({
      opening: openEvery(hours("02:30", "22:00")),
      slots: [slot("Temprano", SUNDAY, "02:30", "04:00")],
    });
    expect(stateAt(opensInGap, "2026-03-29T00:59:00Z")).toBe(
      "closed until 2026-03-29T01:00:00.000Z",
    );
    expect(stateAt(opensInGap, "2026-03-29T01:00:00Z")).toBe(
      "Temprano until 2026-03-29T02:00:00.000Z",
    );
  });

  it("gives a night crossing the change an hour less", () => {
    const night = scheduleFacts({ slots: [slot("Noche", SATURDAY, "22:00", "04:00")] });
    // 22:00 CET is 21:00 UTC; 04:00 CEST is 02:00 UTC: five hours.
    expect(stateAt(night, "2026-03-28T21:00:00Z")).toBe("Noche until 2026-03-29T02:00:00.000Z");
  });
});

describe("Europe/Madrid, autumn: 02:00–03:00 happens twice", () => {
  const schedule = scheduleFacts({
    slots: [
      slot("Antes", SUNDAY, "01:00", "02:30"),
      slot("Después", SUNDAY, "02:30", "04:00"),
      slot("Tarde", SUNDAY, "05:00", "06:00"),
    ],
  });

  it("follows the clock in the first pass", () => {
    // 02:15 and 02:45 CEST.
    expect(stateAt(schedule, "2026-10-25T00:15:00Z")).toBe("Antes until 2026-10-25T00:30:00.000Z");
    expect(stateAt(schedule, "2026-10-25T00:45:00Z")).toBe(
      "Después until 2026-10-25T03:00:00.000Z",
    );
  });

  it("keeps what the first pass ended with during the second, with no flip-flop", () => {
    // 02:15 CET: by the clock "Antes" again, but "Después" began already and goes on.
    expect(stateAt(schedule, "2026-10-25T01:15:00Z")).toBe(
      "Después until 2026-10-25T03:00:00.000Z",
    );
    expect(changesFrom(schedule, "2026-10-24T22:00:00Z", 4)).toEqual([
      "2026-10-24T23:00:00.000Z Antes",
      "2026-10-25T00:30:00.000Z Después",
      "2026-10-25T03:00:00.000Z unscheduled", // 04:00 CET
      "2026-10-25T04:00:00.000Z Tarde",
    ]);
  });

  it("ends a slot inside the repeated hour once, in the first pass", () => {
    const short = scheduleFacts({ slots: [slot("Corto", SUNDAY, "02:15", "02:45")] });
    expect(stateAt(short, "2026-10-25T00:20:00Z")).toBe("Corto until 2026-10-25T00:45:00.000Z");
    expect(stateAt(short, "2026-10-25T01:20:00Z")).toMatch(/^open-unscheduled/);
    expect(changesFrom(short, "2026-10-24T23:00:00Z", 2)).toEqual([
      "2026-10-25T00:15:00.000Z Corto",
      "2026-10-25T00:45:00.000Z unscheduled",
    ]);
  });

  it("starts a slot at 03:00 after the second pass", () => {
    const three = scheduleFacts({ slots: [slot("Tres", SUNDAY, "03:00", "04:00")] });
    expect(stateAt(three, "2026-10-25T01:59:00Z")).toBe(
      "open-unscheduled until 2026-10-25T02:00:00.000Z",
    );
    expect(stateAt(three, "2026-10-25T02:00:00Z")).toBe("Tres until 2026-10-25T03:00:00.000Z");
  });

  it("ends an override in the second pass at its own instant, with the first pass's end", () => {
    const overriding = {
      ...schedule,
      override: {
        source: { kind: "genre", genreId: crypto.randomUUID() },
        shuffle: false,
        until: "2026-10-25T02:30:00+01:00", // the second pass: 01:30 UTC
      },
    } satisfies ScheduleFacts;
    expect(stateAt(overriding, "2026-10-25T00:15:00Z")).toBe(
      "override until 2026-10-25T01:30:00.000Z",
    );
    expect(changesFrom(overriding, "2026-10-25T00:15:00Z", 2)).toEqual([
      "2026-10-25T01:30:00.000Z Después",
      "2026-10-25T03:00:00.000Z unscheduled",
    ]);
  });

  it("gives a night crossing the change an hour more", () => {
    const night = scheduleFacts({ slots: [slot("Noche", SATURDAY, "22:00", "04:00")] });
    // 22:00 CEST is 20:00 UTC; 04:00 CET is 03:00 UTC: seven hours.
    expect(stateAt(night, "2026-10-24T20:00:00Z")).toBe("Noche until 2026-10-25T03:00:00.000Z");
  });
});

describe("Atlantic/Canary, spring: 01:00–02:00 does not exist", () => {
  const schedule = scheduleFacts({
    timeZone: "Atlantic/Canary",
    slots: [slot("Hueco", SUNDAY, "01:00", "01:45"), slot("Alba", SUNDAY, "01:45", "03:00")],
  });

  it("starts a slot that begins in the gap at the first instant after it", () => {
    expect(stateAt(schedule, "2026-03-29T00:59:00Z")).toBe(
      "open-unscheduled until 2026-03-29T01:00:00.000Z",
    );
    // 02:00 WEST; "Alba" ends at 03:00 WEST.
    expect(stateAt(schedule, "2026-03-29T01:00:00Z")).toBe("Alba until 2026-03-29T02:00:00.000Z");
    expect(changesFrom(schedule, "2026-03-28T12:00:00Z", 2)).toEqual([
      "2026-03-29T01:00:00.000Z Alba",
      "2026-03-29T02:00:00.000Z unscheduled",
    ]);
  });
});

describe("Atlantic/Canary, autumn: 01:00–02:00 happens twice", () => {
  const schedule = scheduleFacts({
    timeZone: "Atlantic/Canary",
    opening: openEvery(hours("10:00", "03:00")),
    slots: [slot("Antes", SATURDAY, "23:00", "01:30"), slot("Después", SUNDAY, "01:30", "03:00")],
  });

  it("follows the clock in the first pass and keeps its end in the second", () => {
    // 01:15 WEST, 01:45 WEST, then 01:15 WET.
    expect(stateAt(schedule, "2026-10-25T00:15:00Z")).toBe("Antes until 2026-10-25T00:30:00.000Z");
    expect(stateAt(schedule, "2026-10-25T00:45:00Z")).toBe(
      "Después until 2026-10-25T03:00:00.000Z",
    );
    expect(stateAt(schedule, "2026-10-25T01:15:00Z")).toBe(
      "Después until 2026-10-25T03:00:00.000Z",
    );
  });

  it("closes once, at 03:00 WET", () => {
    expect(changesFrom(schedule, "2026-10-24T21:00:00Z", 4)).toEqual([
      "2026-10-24T22:00:00.000Z Antes", // 23:00 WEST
      "2026-10-25T00:30:00.000Z Después",
      "2026-10-25T03:00:00.000Z close",
      "2026-10-25T10:00:00.000Z open",
    ]);
  });
});
