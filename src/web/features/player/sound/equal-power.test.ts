import { describe, expect, it } from "vitest";
import { equalPowerLevel, equalPowerSteps } from "./equal-power";

describe("equal-power fades", () => {
  it("keeps the summed power of a song fading out and one fading in at 1 throughout", () => {
    for (let i = 0; i <= 100; i++) {
      const out = equalPowerLevel(1, 0, i / 100);
      const into = equalPowerLevel(0, 1, i / 100);
      expect(out ** 2 + into ** 2).toBeCloseTo(1, 10);
    }
    // A linear crossfade dips by 3 dB at the middle; this one does not.
    expect(equalPowerLevel(1, 0, 0.5)).toBeCloseTo(Math.SQRT1_2, 10);
  });

  it("starts where the level is and ends at the target, also from the middle of a fade", () => {
    expect(equalPowerLevel(0.4, 1, 0)).toBeCloseTo(0.4, 10);
    expect(equalPowerLevel(0.4, 1, 1)).toBe(1);
    expect(equalPowerLevel(0.4, 0, 1)).toBe(0);
    expect(equalPowerLevel(1, 0, 2)).toBe(0);
  });

  it("gives the steps of a fade rising or falling steadily to the target", () => {
    const up = equalPowerSteps(0, 1, 8);
    expect(up).toHaveLength(8);
    expect(up.at(-1)).toBe(1);
    expect(up.every((level, i) => i === 0 || level > (up[i - 1] ?? 0))).toBe(true);
    const down = equalPowerSteps(1, 0, 8);
    expect(down.at(-1)).toBeCloseTo(0, 10);
    expect(down.every((level, i) => i === 0 || level < (down[i - 1] ?? 1))).toBe(true);
  });
});
