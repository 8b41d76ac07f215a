import { describe, expect, it } from "vitest";
import { schedulesCopy } from "~/shared/copy/schedules";
import { startTimes, typedMinutes } from "./time-text";

const errors = schedulesCopy.errors;

describe("the preview's times", () => {
  it("go by the quarter hour, up to 23:45", () => {
    expect(startTimes).toHaveLength(96);
    expect(startTimes.at(-1)).toBe(1425);
  });
});

describe("a typed time", () => {
  it("is read however a person writes it, in 5-minute steps", () => {
    for (const text of ["07:40", "7:40", "7.40", "0740", "740", " 07:40 "])
      expect(typedMinutes(text, "start")).toEqual({ minutes: 7 * 60 + 40 });
    expect(typedMinutes("23:55", "start")).toEqual({ minutes: 1435 });
  });

  it("ends the day at 24:00, also written 00:00, but never starts there", () => {
    expect(typedMinutes("24:00", "end")).toEqual({ minutes: 1440 });
    expect(typedMinutes("00:00", "end")).toEqual({ minutes: 1440 });
    expect(typedMinutes("00:00", "start")).toEqual({ minutes: 0 });
    expect(typedMinutes("24:00", "start")).toEqual({ error: errors.timeFormat });
  });

  it("says what is wrong: not a time, or off the 5-minute step", () => {
    for (const text of ["", "7", "siete", "25:00", "07:60", "24:05"])
      expect(typedMinutes(text, "end")).toEqual({ error: errors.timeFormat });
    expect(typedMinutes("07:42", "start")).toEqual({ error: errors.notOnStep });
  });
});
