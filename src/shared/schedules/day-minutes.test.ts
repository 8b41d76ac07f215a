import { describe, expect, it } from "vitest";
import { formatMinutes } from "./day-minutes";

describe("formatMinutes", () => {
  it("writes hours and minutes with two digits each", () => {
    expect(formatMinutes(0)).toBe("00:00");
    expect(formatMinutes(780)).toBe("13:00");
    expect(formatMinutes(9 * 60 + 45)).toBe("09:45");
    expect(formatMinutes(1440)).toBe("24:00");
  });
});
