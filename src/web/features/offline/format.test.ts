import { expect, it } from "vitest";
import { formatBytes } from "./format";

it("says sizes as people read them", () => {
  expect(formatBytes(0)).toBe("0 B");
  expect(formatBytes(58_000_000)).toBe("58 MB");
  expect(formatBytes(1_230_000_000)).toBe("1,2 GB");
  expect(formatBytes(2048)).toBe("2 KB");
});

it("writes what the browser's Spanish number format writes, without asking it", () => {
  const spanish = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
  const units = ["B", "KB", "MB", "GB", "TB"];
  for (const bytes of [999, 1_049, 10_750_000_000, 999_960_000, 4_321_000_000_000, 5_550_000]) {
    const unit = Math.min(4, Math.floor(Math.log10(bytes) / 3));
    const value = bytes / 1000 ** unit;
    const expected = `${spanish.format(unit >= 2 ? value : Math.round(value))} ${units[unit]}`;
    expect(formatBytes(bytes)).toBe(expected);
  }
});
