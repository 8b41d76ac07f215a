import { describe, expect, it } from "vitest";
import { endTimes, formatMinutes, startTimes } from "./time-text";

describe("formatMinutes", () => {
  it("writes hours and minutes with two digits each", () => {
    expect(formatMinutes(0)).toBe("00:00");
    expect(formatMinutes(780)).toBe("13:00");
    expect(formatMinutes(9 * 60 + 45)).toBe("09:45");
    expect(formatMinutes(1440)).toBe("24:00");
  });
});

describe("the time choices", () => {
  it("go in 15-minute steps, starts up to 23:45 and ends up to 24:00", () => {
    expect(startTimes).toHaveLength(96);
    expect(startTimes.at(-1)).toBe(1425);
    expect(endTimes[0]).toBe(15);
    expect(endTimes.at(-1)).toBe(1440);
  });
});
