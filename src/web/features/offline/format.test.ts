import { expect, it } from "vitest";
import { formatBytes } from "./format";

it("says sizes as people read them", () => {
  expect(formatBytes(0)).toBe("0 B");
  expect(formatBytes(58_000_000)).toBe("58 MB");
  expect(formatBytes(1_230_000_000)).toBe("1,2 GB");
  expect(formatBytes(2048)).toBe("2 KB");
});
