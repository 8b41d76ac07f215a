import { describe, expect, it } from "vitest";
import { endTimes, startTimes } from "./time-text";

describe("the time choices", () => {
  it("go in 15-minute steps, starts up to 23:45 and ends up to 24:00", () => {
    expect(startTimes).toHaveLength(96);
    expect(startTimes.at(-1)).toBe(1425);
    expect(endTimes[0]).toBe(15);
    expect(endTimes.at(-1)).toBe(1440);
  });
});
