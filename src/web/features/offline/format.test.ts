import { expect, it } from "vitest";
import { formatBytes, formatHours } from "./format";

it("says hours with a Spanish decimal comma, two decimals under an hour", () => {
  expect(formatHours(8 * 3600)).toBe("8");
  expect(formatHours(7.5 * 3600)).toBe("7,5");
  expect(formatHours(900)).toBe("0,25");
  expect(formatHours(60)).toBe("0,02");
  expect(formatHours(-5)).toBe("0");
});

it("says sizes as people read them", () => {
  expect(formatBytes(0)).toBe("0 B");
  expect(formatBytes(58_000_000)).toBe("58 MB");
  expect(formatBytes(1_230_000_000)).toBe("1,2 GB");
  expect(formatBytes(2048)).toBe("2 KB");
});
