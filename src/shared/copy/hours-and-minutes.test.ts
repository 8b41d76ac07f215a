import { expect, it } from "vitest";
import { formatHoursAndMinutes } from "./hours-and-minutes";

it("says hours and minutes, leaving out what is zero", () => {
  expect(formatHoursAndMinutes(7 * 3600 + 40 * 60)).toBe("7 h 40 min");
  expect(formatHoursAndMinutes(25 * 60)).toBe("25 min");
  expect(formatHoursAndMinutes(3600)).toBe("1 h");
  expect(formatHoursAndMinutes(8 * 3600)).toBe("8 h");
  expect(formatHoursAndMinutes(3600 + 60)).toBe("1 h 1 min");
});

it("rounds down to whole minutes: what is left is never overstated", () => {
  expect(formatHoursAndMinutes(7 * 3600 + 39 * 60 + 59.9)).toBe("7 h 39 min");
  expect(formatHoursAndMinutes(119)).toBe("1 min");
  expect(formatHoursAndMinutes(3599)).toBe("59 min");
});

it("says a few seconds as less than a minute, and nothing as 0 min", () => {
  expect(formatHoursAndMinutes(252)).toBe("4 min");
  expect(formatHoursAndMinutes(18)).toBe("menos de 1 min");
  expect(formatHoursAndMinutes(0.2)).toBe("menos de 1 min");
  expect(formatHoursAndMinutes(0)).toBe("0 min");
  expect(formatHoursAndMinutes(-5)).toBe("0 min");
  expect(formatHoursAndMinutes(Number.NaN)).toBe("0 min");
});
