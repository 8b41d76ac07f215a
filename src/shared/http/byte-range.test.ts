import { expect, it } from "vitest";
import { parseRange } from "./byte-range";

it("parses the byte ranges browsers send when seeking", () => {
  expect(parseRange(undefined, 100)).toBeNull();
  expect(parseRange("bytes=0-", 100)).toEqual({ start: 0, end: 99 });
  expect(parseRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
  expect(parseRange("bytes=90-200", 100)).toEqual({ start: 90, end: 99 });
  expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
  expect(parseRange("bytes=100-", 100)).toBe("invalid");
  expect(parseRange("bytes=5-2", 100)).toBe("invalid");
  expect(parseRange("bytes=0-1,5-6", 100)).toBe("invalid");
  expect(parseRange("items=0-1", 100)).toBe("invalid");
});
