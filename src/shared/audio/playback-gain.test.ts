import { describe, expect, it } from "vitest";
import { dbToLinear, playbackGain, playbackGainDb } from "./playback-gain";

describe("playbackGainDb", () => {
  it("brings a quiet song up to −16 LUFS when its peak leaves room", () => {
    expect(playbackGainDb({ loudnessLufs: -22, truePeakDbtp: -10 })).toBe(6);
  });

  it("brings a loud song down to the target", () => {
    expect(playbackGainDb({ loudnessLufs: -9, truePeakDbtp: 0.4 })).toBe(-7);
  });

  it("stops the boost where the true peak would pass −1 dBTP", () => {
    // −22 LUFS wants +6 dB, but a peak at −4 dBTP allows only +3, less the meter's 0.1 dB.
    expect(playbackGainDb({ loudnessLufs: -22, truePeakDbtp: -4 })).toBeCloseTo(2.9, 9);
  });

  it("turns down a song at the target whose peak is over the ceiling", () => {
    expect(playbackGainDb({ loudnessLufs: -16, truePeakDbtp: 0.5 })).toBeCloseTo(-1.6, 9);
  });

  it("takes another target and ceiling", () => {
    const analysis = { loudnessLufs: -20, truePeakDbtp: -3 };
    expect(playbackGainDb(analysis, { targetLufs: -14 })).toBeCloseTo(1.9, 9);
    expect(playbackGainDb(analysis, { targetLufs: -14, peakCeilingDbtp: 0 })).toBeCloseTo(2.9, 9);
  });

  it("raises a quiet song at most 12 dB, and says it stopped there", () => {
    // A file at −50 dBFS (about −53 LUFS) would want +37 dB.
    expect(playbackGain({ loudnessLufs: -53, truePeakDbtp: -50 })).toEqual({
      gainDb: 12,
      capped: true,
    });
    expect(playbackGain({ loudnessLufs: -28, truePeakDbtp: -20 })).toEqual({
      gainDb: 12,
      capped: false,
    });
    expect(playbackGain({ loudnessLufs: -53, truePeakDbtp: -50 }, { maxBoostDb: 20 })).toEqual({
      gainDb: 20,
      capped: true,
    });
    // Where the peak stops the boost first, the cap is not what held it.
    expect(playbackGain({ loudnessLufs: -40, truePeakDbtp: -8 })).toEqual({
      gainDb: expect.closeTo(6.9, 9),
      capped: false,
    });
  });

  it("plays at unity what was never analysed or is silent throughout", () => {
    expect(playbackGainDb(null)).toBe(0);
    expect(playbackGainDb({ loudnessLufs: null, truePeakDbtp: null })).toBe(0);
  });
});

describe("dbToLinear", () => {
  it("turns decibels into an amplitude factor", () => {
    expect(dbToLinear(0)).toBe(1);
    expect(dbToLinear(-20)).toBeCloseTo(0.1, 12);
    expect(dbToLinear(6)).toBeCloseTo(1.9953, 4);
  });
});
