import { describe, expect, it } from "vitest";
import type { ScheduleSlot } from "~/shared/schedules/schema";
import {
  blankInput,
  copyDay,
  drawnRange,
  moveSlot,
  resizeSlot,
  segmentsOf,
  slotAt,
  withSlot,
} from "./draft";

const source = { kind: "genre", genreId: "00000000-0000-4000-8000-000000000001" } as const;
const slot = (fields: Partial<ScheduleSlot>): ScheduleSlot => ({
  id: "00000000-0000-4000-8000-00000000000a",
  name: "Comidas",
  weekdays: [1],
  start: 13 * 60,
  end: 16 * 60,
  source,
  shuffle: false,
  volume: null,
  ...fields,
});

describe("segmentsOf", () => {
  it("shows a slot crossing midnight on its day and the next (Sunday goes on to Monday)", () => {
    expect(segmentsOf(slot({ weekdays: [7], start: 22 * 60, end: 2 * 60 }))).toEqual([
      { weekday: 7, start: 1320, end: 1440 },
      { weekday: 1, start: 0, end: 120 },
    ]);
  });
  it("gives a slot ending at midnight one part", () => {
    expect(segmentsOf(slot({ start: 20 * 60, end: 1440 }))).toHaveLength(1);
  });
});

describe("slotAt", () => {
  it("finds the slot covering a minute, including its part after midnight", () => {
    const late = slot({ weekdays: [5], start: 22 * 60, end: 60 });
    expect(slotAt([late], 6, 30)?.slot).toBe(late);
    expect(slotAt([late], 6, 60)).toBeUndefined();
    expect(slotAt([late], 5, 21 * 60 + 45)).toBeUndefined();
  });
});

describe("moveSlot", () => {
  it("moves by quarter hours keeping the length", () => {
    expect(moveSlot(slot({}), 2)).toMatchObject({ start: 13 * 60 + 30, end: 16 * 60 + 30 });
    expect(moveSlot(slot({}), -4)).toMatchObject({ start: 12 * 60, end: 15 * 60 });
  });
  it("crosses midnight at the end rather than losing time, and stops at 00:00", () => {
    expect(moveSlot(slot({ start: 22 * 60, end: 1440 }), 4)).toMatchObject({
      start: 23 * 60,
      end: 60,
    });
    expect(moveSlot(slot({ start: 15, end: 60 }), -3)).toMatchObject({ start: 0, end: 45 });
  });
});

describe("resizeSlot", () => {
  it("moves the end by quarter hours, never under 15 minutes nor over a day", () => {
    expect(resizeSlot(slot({}), 1)).toMatchObject({ end: 16 * 60 + 15 });
    expect(resizeSlot(slot({}), -100)).toMatchObject({ end: 13 * 60 + 15 });
    expect(resizeSlot(slot({}), 1000)).toMatchObject({ end: 13 * 60 });
    expect(resizeSlot(slot({ start: 23 * 60, end: 1440 }), 2)).toMatchObject({ end: 30 });
  });
});

describe("drawnRange", () => {
  it("covers both cells whichever way it was drawn", () => {
    expect(drawnRange(52, 55)).toEqual({ start: 780, end: 840 });
    expect(drawnRange(55, 52)).toEqual({ start: 780, end: 840 });
  });
});

describe("copyDay", () => {
  it("gives the other days the day's hours and slots in place of their own", () => {
    const input = blankInput();
    input.opening[0] = { weekday: 1, hours: { open: 8 * 60, close: 14 * 60 } };
    const monday = slot({ id: "00000000-0000-4000-8000-000000000001", weekdays: [1, 3] });
    const tuesdayOnly = slot({ id: "00000000-0000-4000-8000-000000000002", weekdays: [2] });
    const wednesday = slot({ id: "00000000-0000-4000-8000-000000000003", weekdays: [3, 4] });
    input.slots = [monday, tuesdayOnly, wednesday];

    const copied = copyDay(input, 1, [2, 4, 1]);

    expect(copied.opening.map((day) => day.hours?.close)).toEqual([
      840, 840, 1260, 840, 1260, 1260, 1260,
    ]);
    expect(copied.slots).toEqual([
      { ...monday, weekdays: [1, 2, 3, 4] },
      { ...wednesday, weekdays: [3] },
    ]);
  });
});

describe("withSlot", () => {
  it("replaces the slot with the same id, or adds a new one", () => {
    const first = slot({});
    const moved = { ...first, start: 0 };
    const other = slot({ id: "00000000-0000-4000-8000-00000000000b" });
    expect(withSlot([first], moved)).toEqual([moved]);
    expect(withSlot([first], other)).toEqual([first, other]);
  });
});
