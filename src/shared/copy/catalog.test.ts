import { describe, expect, it } from "vitest";
import { catalogCopy } from "./catalog";

describe("songs.loudness.measured", () => {
  const measured = catalogCopy.songs.loudness.measured;

  it("writes loudness and true peak in Spanish, one decimal, with a minus sign", () => {
    expect(measured(-14.23, -1.27)).toBe("−14,2\u00a0LUFS · −1,3\u00a0dBTP");
    expect(measured(-8, 0.44)).toBe("−8,0\u00a0LUFS · 0,4\u00a0dBTP");
  });

  it("never writes a negative zero", () => {
    expect(measured(-0.01, -0.04)).toBe("0,0\u00a0LUFS · 0,0\u00a0dBTP");
  });
});
