import { describe, expect, it } from "vitest";
import { weekdays } from "./schema";
import { hours, openEvery, scheduleFacts, slot, specialDate } from "../testing/schedule-facts";
import { nextChanges, whatPlays, type ScheduleFacts } from "./evaluate";

// November 2026 in Madrid is UTC+1: Monday 23 … Friday 27, Saturday 28, Sunday 29.
const at = (instant: string) => new Date(instant);
const reasonAt = (schedule: ScheduleFacts, instant: string) =>
  whatPlays(schedule, at(instant)).reason;
const slotNameAt = (schedule: ScheduleFacts, instant: string) => {
  const reason = reasonAt(schedule, instant);
  return reason.kind === "slot" ? reason.slot.name : reason.kind;
};
const changesFrom = (schedule: ScheduleFacts, instant: string, count = 10) =>
  nextChanges(schedule, at(instant), count).map((change) =>
    change.kind === "slot" ? `${change.at} ${change.slot.name}` : `${change.at} ${change.kind}`,
  );

describe("a range whose end is not after its start", () => {
  const night = slot("Noche", [5], "22:00", "02:00", { shuffle: true, volume: 70 });
  const schedule = scheduleFacts({ slots: [night] });

  it("crosses midnight and plays into the next day", () => {
    expect(whatPlays(schedule, at("2026-11-27T22:30:00Z"))).toEqual({
      source: night.source,
      shuffle: true,
      volume: 70,
      reason: { kind: "slot", slot: night, specialDate: null, until: "2026-11-28T01:00:00.000Z" },
    });
    expect(slotNameAt(schedule, "2026-11-28T00:59:00Z")).toBe("Noche");
    expect(reasonAt(schedule, "2026-11-28T01:00:00Z")).toEqual({
      kind: "open-unscheduled",
      until: "2026-12-04T21:00:00.000Z",
    });
  });

  it("belongs to the day it starts on", () => {
    // Thursday night is not Friday's slot, and Saturday 01:00 is Friday's.
    expect(slotNameAt(schedule, "2026-11-27T00:30:00Z")).toBe("open-unscheduled");
    const saturdayNight = scheduleFacts({ slots: [slot("Sábado", [6], "22:00", "02:00")] });
    expect(slotNameAt(saturdayNight, "2026-11-28T00:30:00Z")).toBe("open-unscheduled");
    expect(slotNameAt(saturdayNight, "2026-11-29T00:30:00Z")).toBe("Sábado");
  });

  it("ends at the day's end when it ends at 24:00", () => {
    const evening = scheduleFacts({ slots: [slot("Tarde", [5], "20:00", "24:00")] });
    expect(reasonAt(evening, "2026-11-27T22:59:00Z")).toMatchObject({
      kind: "slot",
      until: "2026-11-27T23:00:00.000Z",
    });
    expect(slotNameAt(evening, "2026-11-27T23:00:00Z")).toBe("open-unscheduled");
  });

  it("runs on across midnight as one state when the same slot fills both days", () => {
    const allDay = scheduleFacts({ slots: [slot("Todo el día", [1, 2], "00:00", "24:00")] });
    expect(reasonAt(allDay, "2026-11-23T12:00:00Z")).toMatchObject({
      kind: "slot",
      until: "2026-11-24T23:00:00.000Z",
    });
    expect(changesFrom(allDay, "2026-11-23T12:00:00Z", 2)).toEqual([
      "2026-11-24T23:00:00.000Z unscheduled",
      "2026-11-29T23:00:00.000Z Todo el día",
    ]);
  });
});

describe("opening hours", () => {
  const morning = slot("Mañanas", [...weekdays], "09:00", "11:00");
  const late = slot("Copas", [...weekdays], "23:00", "03:00");
  const schedule = scheduleFacts({
    opening: openEvery(hours("10:00", "02:00")),
    slots: [morning, late],
  });

  it("gate the slots: before opening it is closed until the opening", () => {
    expect(whatPlays(schedule, at("2026-11-25T08:30:00Z"))).toEqual({
      source: null,
      shuffle: false,
      volume: null,
      reason: { kind: "closed", until: "2026-11-25T09:00:00.000Z" },
    });
    expect(reasonAt(schedule, "2026-11-25T09:30:00Z")).toMatchObject({
      kind: "slot",
      slot: morning,
      until: "2026-11-25T10:00:00.000Z",
    });
  });

  it("open and switch at any 5-minute time: a shop opening at 07:40", () => {
    const early = scheduleFacts({
      opening: openEvery(hours("07:40", "21:05")),
      slots: [
        slot("Desayunos", [...weekdays], "07:40", "10:35"),
        slot("Media mañana", [...weekdays], "10:35", "13:00"),
      ],
    });
    // 07:39 and 07:40 in Madrid are 06:39 and 06:40 UTC.
    expect(reasonAt(early, "2026-11-25T06:39:00Z")).toEqual({
      kind: "closed",
      until: "2026-11-25T06:40:00.000Z",
    });
    expect(reasonAt(early, "2026-11-25T06:40:00Z")).toMatchObject({
      kind: "slot",
      until: "2026-11-25T09:35:00.000Z",
    });
    expect(slotNameAt(early, "2026-11-25T09:35:00Z")).toBe("Media mañana");
    expect(reasonAt(early, "2026-11-25T20:04:00Z")).toMatchObject({
      kind: "open-unscheduled",
      until: "2026-11-25T20:05:00.000Z",
    });
  });

  it("end a slot at the closing when it comes first", () => {
    expect(reasonAt(schedule, "2026-11-25T23:30:00Z")).toMatchObject({
      kind: "slot",
      slot: late,
      until: "2026-11-26T01:00:00.000Z",
    });
    expect(reasonAt(schedule, "2026-11-26T01:00:00Z")).toEqual({
      kind: "closed",
      until: "2026-11-26T09:00:00.000Z",
    });
  });

  it("leave the listener's choice when open with no slot", () => {
    expect(whatPlays(schedule, at("2026-11-25T12:00:00Z"))).toEqual({
      source: null,
      shuffle: false,
      volume: null,
      reason: { kind: "open-unscheduled", until: "2026-11-25T22:00:00.000Z" },
    });
  });

  it("keep a closed day closed, except for the night before's hours running into it", () => {
    const mondaysClosed = scheduleFacts({
      opening: weekdays.map((weekday) => ({
        weekday,
        hours: weekday === 1 ? null : hours("20:00", "02:00"),
      })),
    });
    // Sunday 20:00–02:00 runs into Monday; Monday opens no more.
    expect(reasonAt(mondaysClosed, "2026-11-23T00:30:00Z")).toMatchObject({
      kind: "open-unscheduled",
    });
    expect(reasonAt(mondaysClosed, "2026-11-23T01:00:00Z")).toEqual({
      kind: "closed",
      until: "2026-11-24T19:00:00.000Z",
    });
    expect(reasonAt(mondaysClosed, "2026-11-23T20:00:00Z")).toMatchObject({ kind: "closed" });
  });

  it("say closed with no end when the establishment never opens", () => {
    const never = scheduleFacts({ opening: openEvery(null), slots: [morning] });
    expect(reasonAt(never, "2026-11-25T09:30:00Z")).toEqual({ kind: "closed", until: null });
    expect(nextChanges(never, at("2026-11-25T09:30:00Z"), 5)).toEqual([]);
  });
});

describe("special dates", () => {
  const mornings = slot("Mañanas", [...weekdays], "09:00", "14:00");
  const carols = slot("Villancicos", [...weekdays], "12:00", "18:00");
  const christmas = specialDate("Navidad", "2026-12-24", "2026-12-25", hours("12:00", "18:00"), [
    carols,
  ]);
  const works = specialDate("Obras", "2026-12-01", "2026-12-03", null);
  const schedule = scheduleFacts({
    opening: openEvery(hours("09:00", "22:00")),
    slots: [mornings],
    specialDates: [works, christmas],
  });

  it("replace the week's hours and slots on their dates", () => {
    expect(reasonAt(schedule, "2026-12-24T09:30:00Z")).toEqual({
      kind: "closed",
      until: "2026-12-24T11:00:00.000Z",
    });
    expect(reasonAt(schedule, "2026-12-25T12:00:00Z")).toEqual({
      kind: "slot",
      slot: carols,
      specialDate: christmas.id,
      until: "2026-12-25T17:00:00.000Z",
    });
    expect(reasonAt(schedule, "2026-12-24T17:00:00Z")).toEqual({
      kind: "closed",
      until: "2026-12-25T11:00:00.000Z",
    });
  });

  it("leave the days around them to the week", () => {
    expect(slotNameAt(schedule, "2026-12-23T09:30:00Z")).toBe("Mañanas");
    expect(slotNameAt(schedule, "2026-12-26T09:30:00Z")).toBe("Mañanas");
  });

  it("close every day of a closed range, and say when it opens again", () => {
    expect(reasonAt(schedule, "2026-11-30T21:30:00Z")).toEqual({
      kind: "closed",
      until: "2026-12-04T08:00:00.000Z",
    });
    expect(reasonAt(schedule, "2026-12-02T10:00:00Z")).toMatchObject({ kind: "closed" });
  });

  it("still filter their slots by weekday", () => {
    const fridayOnly = slot("Viernes", [5], "12:00", "18:00");
    const eve = specialDate("Nochebuena", "2026-12-24", "2026-12-25", hours("12:00", "18:00"), [
      fridayOnly,
    ]);
    const onlyFriday = scheduleFacts({ specialDates: [eve] });
    expect(slotNameAt(onlyFriday, "2026-12-24T13:00:00Z")).toBe("open-unscheduled"); // Thursday
    expect(slotNameAt(onlyFriday, "2026-12-25T13:00:00Z")).toBe("Viernes");
  });

  it("let the week's midnight-crossing slot and hours run into a special day", () => {
    const night = slot("Noche", [5], "22:00", "02:00");
    const saturday = specialDate("Evento", "2026-11-28", "2026-11-28", hours("12:00", "16:00"));
    const schedule = scheduleFacts({
      opening: openEvery(hours("20:00", "03:00")),
      slots: [night],
      specialDates: [saturday],
    });
    expect(reasonAt(schedule, "2026-11-27T23:30:00Z")).toMatchObject({
      kind: "slot",
      slot: night,
      specialDate: null,
      until: "2026-11-28T01:00:00.000Z",
    });
    expect(reasonAt(schedule, "2026-11-28T01:30:00Z")).toMatchObject({ kind: "open-unscheduled" });
    expect(reasonAt(schedule, "2026-11-28T02:00:00Z")).toEqual({
      kind: "closed",
      until: "2026-11-28T11:00:00.000Z",
    });
  });

  it("let their own last night run into the week", () => {
    const party = slot("Fiesta", [...weekdays], "22:00", "04:00");
    const friday = specialDate("Fiesta", "2026-11-27", "2026-11-27", hours("20:00", "04:00"), [
      party,
    ]);
    const schedule = scheduleFacts({
      opening: openEvery(hours("09:00", "22:00")),
      specialDates: [friday],
    });
    expect(reasonAt(schedule, "2026-11-28T02:00:00Z")).toMatchObject({
      kind: "slot",
      slot: party,
      specialDate: friday.id,
      until: "2026-11-28T03:00:00.000Z",
    });
  });

  it("give way, where a day's slot starts inside the night before's, to the later start", () => {
    const night = slot("Noche", [5], "22:00", "04:00");
    const early = slot("Madrugón", [6], "02:00", "06:00");
    const schedule = scheduleFacts({ slots: [night, early] });
    expect(slotNameAt(schedule, "2026-11-28T00:30:00Z")).toBe("Noche");
    expect(slotNameAt(schedule, "2026-11-28T01:30:00Z")).toBe("Madrugón");
  });

  it("let the later start win where two slots of one day overlap (validation refuses it)", () => {
    const long = slot("Larga", [1], "10:00", "14:00");
    const short = slot("Corta", [1], "12:00", "13:00");
    const schedule = scheduleFacts({ slots: [short, long] });
    expect(slotNameAt(schedule, "2026-11-23T10:30:00Z")).toBe("Larga");
    expect(slotNameAt(schedule, "2026-11-23T11:30:00Z")).toBe("Corta");
    expect(slotNameAt(schedule, "2026-11-23T12:30:00Z")).toBe("Larga");
  });
});

describe("a manual override", () => {
  const mornings = slot("Mañanas", [...weekdays], "09:00", "14:00");
  const chosen = { kind: "genre", genreId: crypto.randomUUID() } as const;
  const schedule = (until: string) =>
    scheduleFacts({
      opening: openEvery(hours("09:00", "22:00")),
      slots: [mornings],
      override: { source: chosen, shuffle: true, until },
    });

  it("wins over the slot until it ends", () => {
    const overriding = schedule("2026-11-25T12:00:00+01:00");
    expect(whatPlays(overriding, at("2026-11-25T09:00:00Z"))).toEqual({
      source: chosen,
      shuffle: true,
      volume: null,
      reason: { kind: "override", until: "2026-11-25T11:00:00.000Z" },
    });
    expect(reasonAt(overriding, "2026-11-25T11:00:00Z")).toMatchObject({
      kind: "slot",
      slot: mornings,
    });
    expect(changesFrom(overriding, "2026-11-25T09:00:00Z", 2)).toEqual([
      "2026-11-25T11:00:00.000Z Mañanas",
      "2026-11-25T13:00:00.000Z unscheduled",
    ]);
  });

  it("is ignored once expired", () => {
    const expired = schedule("2026-11-25T08:00:00Z");
    expect(slotNameAt(expired, "2026-11-25T09:00:00Z")).toBe("Mañanas");
  });

  it("does not start the music while closed, and goes on when the establishment opens", () => {
    const overnight = schedule("2026-11-26T10:00:00Z");
    expect(reasonAt(overnight, "2026-11-25T22:00:00Z")).toEqual({
      kind: "closed",
      until: "2026-11-26T08:00:00.000Z",
    });
    expect(reasonAt(overnight, "2026-11-25T20:00:00Z")).toEqual({
      kind: "override",
      until: "2026-11-25T21:00:00.000Z",
    });
    expect(changesFrom(overnight, "2026-11-25T20:00:00Z", 4)).toEqual([
      "2026-11-25T21:00:00.000Z close",
      "2026-11-26T08:00:00.000Z open",
      "2026-11-26T10:00:00.000Z Mañanas",
      "2026-11-26T13:00:00.000Z unscheduled",
    ]);
  });

  it("hands back to the listener's choice when it ends outside any slot", () => {
    const afternoon = schedule("2026-11-25T16:00:00Z");
    expect(changesFrom(afternoon, "2026-11-25T14:00:00Z", 2)).toEqual([
      "2026-11-25T16:00:00.000Z override-ends",
      "2026-11-25T21:00:00.000Z close",
    ]);
  });
});

describe("nextChanges", () => {
  const schedule = scheduleFacts({
    opening: openEvery(hours("09:00", "22:00")),
    slots: [
      slot("Mañanas", [1, 2, 3, 4, 5], "09:00", "14:00"),
      slot("Tardes", [...weekdays], "16:00", "20:00"),
    ],
  });

  it("lists slot starts, gaps, closing and opening in order", () => {
    expect(changesFrom(schedule, "2026-11-27T07:00:00Z", 8)).toEqual([
      "2026-11-27T08:00:00.000Z Mañanas",
      "2026-11-27T13:00:00.000Z unscheduled",
      "2026-11-27T15:00:00.000Z Tardes",
      "2026-11-27T19:00:00.000Z unscheduled",
      "2026-11-27T21:00:00.000Z close",
      "2026-11-28T08:00:00.000Z open", // Saturday: no morning slot
      "2026-11-28T15:00:00.000Z Tardes",
      "2026-11-28T19:00:00.000Z unscheduled",
    ]);
  });

  it("counts only changes strictly after the instant, at most `count`", () => {
    expect(changesFrom(schedule, "2026-11-27T08:00:00Z", 1)).toEqual([
      "2026-11-27T13:00:00.000Z unscheduled",
    ]);
  });

  it("looks no further than 8 days ahead", () => {
    const weekly = scheduleFacts({ slots: [slot("Lunes", [1], "10:00", "11:00")] });
    // From Monday noon: next Monday's slot (6 days 22 h) and its end; then 13 days away.
    expect(changesFrom(weekly, "2026-11-23T11:00:00Z", 10)).toEqual([
      "2026-11-30T09:00:00.000Z Lunes",
      "2026-11-30T10:00:00.000Z unscheduled",
    ]);
  });

  it("gives a slot that plays on for more than 8 days the end of its range as its end", () => {
    const always = scheduleFacts({ slots: [slot("Siempre", [...weekdays], "00:00", "24:00")] });
    expect(reasonAt(always, "2026-11-25T12:00:00Z")).toMatchObject({
      kind: "slot",
      until: "2026-11-25T23:00:00.000Z",
    });
    expect(nextChanges(always, at("2026-11-25T12:00:00Z"), 3)).toEqual([]);
  });

  it("answers the same for a copy of the schedule as for the schedule", () => {
    const copy = structuredClone(schedule);
    expect(changesFrom(copy, "2026-11-27T07:00:00Z", 8)).toEqual(
      changesFrom(schedule, "2026-11-27T07:00:00Z", 8),
    );
  });
});
