import { describe, expect, it } from "vitest";
import { schedulesCopy } from "../copy/schedules";
import type { ScheduleInput, ScheduleSlot, SpecialDate, Weekday } from "./schema";
import { scheduleProblems } from "./problems";

const errors = schedulesCopy.errors;
const at = (hours: number, minutes = 0) => hours * 60 + minutes;
let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`;

function slot(name: string, weekdays: Weekday[], start: number, end: number): ScheduleSlot {
  return {
    id: nextId(),
    name,
    weekdays,
    start,
    end,
    source: { kind: "genre", genreId: nextId() },
    shuffle: true,
    volume: null,
  };
}

function special(name: string, from: string, to: string, slots: ScheduleSlot[] = []): SpecialDate {
  return { id: nextId(), name, from, to, hours: null, slots };
}

const everyDay: ScheduleInput["opening"] = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  hours: { open: at(9), close: at(2) },
}));

const programme = (changes: Partial<ScheduleInput> = {}): ScheduleInput => ({
  opening: everyDay,
  slots: [],
  specialDates: [],
  ...changes,
});

describe("scheduleProblems", () => {
  it("finds nothing wrong with slots that follow one another", () => {
    const slots = [
      slot("Mañana", [1, 2, 3, 4, 5], at(9), at(14)),
      slot("Tarde", [1, 2, 3, 4, 5], at(14), at(20)),
      slot("Noche", [1, 2, 3, 4, 5], at(20), at(2)),
      // Monday's night ends at 02:00 on Tuesday; this one starts then.
      slot("Madrugada", [2], at(2), at(4)),
      slot("Todo el domingo", [7], 0, at(24)),
    ];
    expect(scheduleProblems(programme({ slots }))).toEqual([]);
  });

  it("names both slots when two share a weekday and a moment, on the later one", () => {
    const slots = [
      slot("Mañana", [1, 2, 3], at(9), at(14)),
      slot("Vermut", [3, 6], at(13), at(15)),
    ];
    expect(scheduleProblems(programme({ slots }))).toEqual([
      { path: "slots.1.start", message: errors.overlaps("Vermut", "Mañana") },
    ]);
  });

  it("lets slots at the same hours on different weekdays be", () => {
    const slots = [
      slot("Laborables", [1, 2, 3, 4, 5], at(9), at(14)),
      slot("Finde", [6, 7], at(9), at(14)),
    ];
    expect(scheduleProblems(programme({ slots }))).toEqual([]);
  });

  it("counts a slot past midnight in the next day's early hours", () => {
    const slots = [
      slot("Viernes noche", [5], at(22), at(2)),
      slot("Sábado temprano", [6], at(1), at(3)),
    ];
    expect(scheduleProblems(programme({ slots }))).toEqual([
      { path: "slots.1.start", message: errors.overlaps("Sábado temprano", "Viernes noche") },
    ]);
  });

  it("goes round the week: Sunday's night reaches Monday", () => {
    const slots = [slot("Lunes", [1], at(0, 45), at(3)), slot("Domingo noche", [7], at(23), at(1))];
    expect(scheduleProblems(programme({ slots }))).toEqual([
      { path: "slots.1.start", message: errors.overlaps("Domingo noche", "Lunes") },
    ]);
  });

  it("takes a slot that starts and ends at one hour as a whole day from then", () => {
    const slots = [slot("Un día", [1], at(10), at(10)), slot("Martes", [2], at(9, 45), at(10))];
    expect(scheduleProblems(programme({ slots }))[0]?.path).toBe("slots.1.start");
    const after = [slot("Un día", [1], at(10), at(10)), slot("Martes", [2], at(10), at(11))];
    expect(scheduleProblems(programme({ slots: after }))).toEqual([]);
  });

  it("reports each slot once, naming the first it meets", () => {
    const slots = [
      slot("A", [1], at(9), at(12)),
      slot("B", [1], at(10), at(11)),
      slot("C", [1], at(9), at(10)),
    ];
    expect(scheduleProblems(programme({ slots }))).toEqual([
      { path: "slots.1.start", message: errors.overlaps("B", "A") },
      { path: "slots.2.start", message: errors.overlaps("C", "A") },
    ]);
  });

  it("checks the slots of each special date among themselves, not against the week's", () => {
    const specialDates = [
      special("Navidad", "2026-12-24", "2026-12-25", [
        slot("Cena", [4, 5], at(20), at(23)),
        slot("Copas", [5], at(22), at(2)),
      ]),
    ];
    const slots = [slot("Noche", [4, 5], at(20), at(2))];
    expect(scheduleProblems(programme({ slots, specialDates }))).toEqual([
      { path: "specialDates.0.slots.1.start", message: errors.overlaps("Copas", "Cena") },
    ]);
  });

  it("refuses special dates that share a day, and one that runs backwards", () => {
    const specialDates = [
      special("Navidad", "2026-12-24", "2026-12-26"),
      special("Fin de año", "2026-12-31", "2027-01-01"),
      special("San Esteban", "2026-12-26", "2026-12-26"),
      special("Al revés", "2027-01-06", "2027-01-05"),
      special("Reyes", "2027-01-05", "2027-01-06"),
    ];
    expect(scheduleProblems(programme({ specialDates }))).toEqual([
      { path: "specialDates.2.from", message: errors.datesOverlap("San Esteban", "Navidad") },
      { path: "specialDates.3.to", message: errors.datesReversed },
    ]);
  });

  it("asks for each weekday once in the opening hours", () => {
    const opening = everyDay.map((day) =>
      day.weekday === 7 ? { ...day, weekday: 1 as const } : day,
    );
    expect(scheduleProblems(programme({ opening }))).toEqual([
      { path: "opening.6.weekday", message: errors.weekdaysRepeated },
    ]);
  });
});
