import { describe, expect, it } from "vitest";
import { consecutiveLoudnessSpread } from "./loudness-spread";

const track = (loudnessLufs: number | null, truePeakDbtp: number | null = -12) => ({
  loudnessLufs,
  truePeakDbtp,
});

describe("consecutiveLoudnessSpread", () => {
  it("measures the jumps between tracks, then finds none once each is at the target", () => {
    const spread = consecutiveLoudnessSpread([track(-20), track(-12, -1), track(-18)]);
    expect(spread.before).toEqual({ largestLu: 8, meanLu: 7, pairs: 2 });
    expect(spread.after).toEqual({ largestLu: 0, meanLu: 0, pairs: 2 });
  });

  it("keeps the jump the peak ceiling leaves", () => {
    // −24 LUFS with a peak at −4 dBTP may rise only 2.9 dB (3 less the meter's margin), to
    // −21.1: 5.1 LU under the others.
    const spread = consecutiveLoudnessSpread([track(-16), track(-24, -4), track(-16)]);
    expect(spread.after).toEqual({
      largestLu: expect.closeTo(5.1, 9),
      meanLu: expect.closeTo(5.1, 9),
      pairs: 2,
    });
  });

  it("aims at another target when told", () => {
    const spread = consecutiveLoudnessSpread([track(-24, -20), track(-10, -1)], {
      targetLufs: -14,
    });
    expect(spread.before.largestLu).toBe(14);
    expect(spread.after.largestLu).toBe(0);
  });

  it("leaves out the pairs of a track without a loudness", () => {
    const spread = consecutiveLoudnessSpread([track(-20), null, track(-10), track(null, null)]);
    expect(spread.before).toEqual({ largestLu: 0, meanLu: 0, pairs: 0 });
    expect(consecutiveLoudnessSpread([track(-20), track(-14), null]).before.pairs).toBe(1);
  });
});
