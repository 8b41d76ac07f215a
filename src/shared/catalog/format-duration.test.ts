import { expect, it } from "vitest";
import { formatDuration } from "./format-duration";

it("writes durations as m:ss", () => {
  expect(formatDuration(0)).toBe("0:00");
  expect(formatDuration(7.9)).toBe("0:07");
  expect(formatDuration(65)).toBe("1:05");
  expect(formatDuration(3600)).toBe("60:00");
  expect(formatDuration(Number.NaN)).toBe("0:00");
  expect(formatDuration(-3)).toBe("0:00");
});
