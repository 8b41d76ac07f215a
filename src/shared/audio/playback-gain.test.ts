import { describe, expect, it } from "vitest";
import { dbToLinear, playbackGainDb } from "./playback-gain";

describe("playbackGainDb", () => {
  it("brings a quiet song up to −16 LUFS when its peak leaves room", () => {
    expect(playbackGainDb({ loudnessLufs: -22, truePeakDbtp: -10 })).toBe(6);
  });

  it("brings a loud song down to the target", () => {
    expect(playbackGainDb({ loudnessLufs: -9, truePeakDbtp: 0.4 })).toBe(-7);
  });

  it("stops the boost where the true peak would pass −1 dBTP", () => {
    // −22 LUFS wants +6 dB, but a peak at −4 dBTP allows only +3.
    expect(playbackGainDb({ loudnessLufs: -22, truePeakDbtp: -4 })).toBe(3);
  });

  it("turns down a song at the target whose peak is over the ceiling", () => {
    expect(playbackGainDb({ loudnessLufs: -16, truePeakDbtp: 0.5 })).toBe(-1.5);
  });

  it("takes another target and ceiling", () => {
    const analysis = { loudnessLufs: -20, truePeakDbtp: -3 };
    expect(playbackGainDb(analysis, { targetLufs: -14 })).toBe(2);
    expect(playbackGainDb(analysis, { targetLufs: -14, peakCeilingDbtp: 0 })).toBe(3);
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
