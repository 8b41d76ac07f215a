import { describe, expect, it } from "vitest";
import { createSilenceMeter } from "./silence";
import { concat, silence, sine } from "./signals";

const RATE = 44_100;

function edges(channels: Float32Array[], chunk = Infinity) {
  const meter = createSilenceMeter(RATE, channels.length);
  const length = channels[0]?.length ?? 0;
  for (let start = 0; start < length; start += chunk) {
    meter.push(channels.map((samples) => samples.subarray(start, start + chunk)));
  }
  return meter.result();
}

const tone = (peakDbfs: number, seconds: number) =>
  sine({ hz: 440, peakDbfs, seconds, sampleRate: RATE });

// The player skips these edges: within 50 ms is close enough to hear no gap.
const WITHIN_50_MS = 1;

describe("leading and trailing silence", () => {
  it("finds the silence before and after the music", () => {
    const song = concat(silence(1.5, RATE), tone(-20, 3), silence(2, RATE));
    const found = edges([song, song]);
    expect(found.leadingSilenceSeconds).toBeCloseTo(1.5, WITHIN_50_MS);
    expect(found.trailingSilenceSeconds).toBeCloseTo(2, WITHIN_50_MS);
    expect(found.durationSeconds).toBeCloseTo(6.5, 6);
  });

  it("counts noise under −60 dBFS as silence, and a quiet passage over it as music", () => {
    const song = concat(tone(-80, 0.8), tone(-50, 2), tone(-75, 1.2));
    const found = edges([song]);
    expect(found.leadingSilenceSeconds).toBeCloseTo(0.8, WITHIN_50_MS);
    expect(found.trailingSilenceSeconds).toBeCloseTo(1.2, WITHIN_50_MS);
  });

  it("finds a song that starts and ends with sound to have no silence", () => {
    const found = edges([tone(-20, 2)]);
    expect(found.leadingSilenceSeconds).toBe(0);
    expect(found.trailingSilenceSeconds).toBe(0);
  });

  it("reads the same in chunks of any size as in one piece", () => {
    const song = concat(silence(0.73, RATE), tone(-30, 1), silence(0.41, RATE));
    const whole = edges([song]);
    for (const chunk of [1, 440, 441, 10_000]) expect(edges([song], chunk)).toEqual(whole);
  });

  it("calls a silent signal all leading silence", () => {
    expect(edges([silence(3, RATE)])).toEqual({
      leadingSilenceSeconds: 3,
      trailingSilenceSeconds: 0,
      durationSeconds: 3,
    });
  });
});
