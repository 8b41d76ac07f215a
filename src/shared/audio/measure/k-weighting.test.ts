import { describe, expect, it } from "vitest";
import { kWeightingFilter, type Biquad } from "./k-weighting";

/** The power gain of a biquad at a frequency, from its transfer function on the unit circle. */
function powerGain({ b0, b1, b2, a1, a2 }: Biquad, hz: number, sampleRate: number): number {
  const w = (2 * Math.PI * hz) / sampleRate;
  const magnitude2 = (c0: number, c1: number, c2: number) => {
    const re = c0 + c1 * Math.cos(w) + c2 * Math.cos(2 * w);
    const im = -(c1 * Math.sin(w) + c2 * Math.sin(2 * w));
    return re * re + im * im;
  };
  return magnitude2(b0, b1, b2) / magnitude2(1, a1, a2);
}

const gainDb = (sampleRate: number, hz: number) =>
  10 *
  Math.log10(
    kWeightingFilter(sampleRate).reduce(
      (gain, stage) => gain * powerGain(stage, hz, sampleRate),
      1,
    ),
  );

describe("kWeightingFilter", () => {
  it("gives the coefficients BS.1770-4 tables at 48 kHz", () => {
    const [shelf, highPass] = kWeightingFilter(48_000);
    // BS.1770-4 Annex 1, tables 1 and 2.
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 9);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 9);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 9);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 9);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 9);
    expect([highPass.b0, highPass.b1, highPass.b2]).toEqual([1, -2, 1]);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 9);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 9);
  });

  it("draws the same curve at 44.1 kHz as at 48 kHz", () => {
    for (const hz of [20, 100, 1000, 4000, 15_000]) {
      expect(gainDb(44_100, hz)).toBeCloseTo(gainDb(48_000, hz), 1);
    }
  });

  it("adds about +0.7 dB at 1 kHz, which the −0.691 of the loudness formula takes back", () => {
    expect(gainDb(48_000, 1000)).toBeCloseTo(0.691, 1);
    expect(gainDb(44_100, 1000)).toBeCloseTo(0.691, 1);
  });
});
