import { describe, expect, it } from "vitest";
import { measureLoudness } from "./loudness";
import { concat, silence, sine } from "./signals";

const RATE = 48_000;

describe("measureLoudness", () => {
  it("measures loudness, true peak and silent edges together", () => {
    const song = concat(
      silence(1, RATE),
      sine({ hz: 1000, peakDbfs: -20, seconds: 8, sampleRate: RATE }),
      silence(0.5, RATE),
    );
    const analysis = measureLoudness([song, song], RATE);
    // The blocks across the edges count too, a little quieter: ±0.5 (toBeCloseTo(x, 0)).
    expect(analysis.loudnessLufs).toBeCloseTo(-20, 0);
    expect(analysis.truePeakDbtp).toBeCloseTo(-20, 1);
    expect(analysis.leadingSilenceSeconds).toBeCloseTo(1, 1);
    expect(analysis.trailingSilenceSeconds).toBeCloseTo(0.5, 1);
    expect(analysis.durationSeconds).toBe(9.5);
  });

  it("hears a mono song as the player sends it, to both speakers", () => {
    const tone = sine({ hz: 1000, peakDbfs: -20, seconds: 8, sampleRate: RATE });
    // BS.1770 reads one channel 3 dB lower (−23.0); on two speakers it is the stereo −20.0.
    expect(measureLoudness([tone], RATE).loudnessLufs).toBeCloseTo(-20, 1);
    expect(measureLoudness([tone, tone], RATE).loudnessLufs).toBeCloseTo(-20, 1);
  });

  it("has neither loudness nor peak for digital silence", () => {
    const analysis = measureLoudness([silence(2, RATE), silence(2, RATE)], RATE);
    expect(analysis).toMatchObject({ loudnessLufs: null, truePeakDbtp: null });
  });
});
