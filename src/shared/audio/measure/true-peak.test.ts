import { describe, expect, it } from "vitest";
import { playbackGainDb } from "../playback-gain";
import { sine, silence } from "./signals";
import { createTruePeakMeter } from "./true-peak";

function truePeak(channels: Float32Array[], sampleRate: number, chunk = Infinity) {
  const meter = createTruePeakMeter(sampleRate, channels.length);
  const length = channels[0]?.length ?? 0;
  for (let start = 0; start < length; start += chunk) {
    meter.push(channels.map((samples) => samples.subarray(start, start + chunk)));
  }
  return meter.result();
}

/** A sine faded in and out over 20 ms, as a song starts and ends: no click at either end. */
function fadedSine(options: Parameters<typeof sine>[0]): Float32Array {
  const samples = sine(options);
  const fade = Math.round(0.02 * options.sampleRate);
  for (let i = 0; i < fade; i++) {
    const level = Math.sin(((i / fade) * Math.PI) / 2) ** 2;
    samples[i] = (samples[i] ?? 0) * level;
    samples[samples.length - 1 - i] = (samples[samples.length - 1 - i] ?? 0) * level;
  }
  return samples;
}

/** 1, 1, −1, −1, … : a square wave clipped at full scale, a quarter of the sample rate. */
const clippedSquare = (seconds: number, sampleRate: number) =>
  Float32Array.from({ length: seconds * sampleRate }, (_, i) => (i % 4 < 2 ? 1 : -1));

// The samples of a square wave of period 4 are those of a sine at fs/4 of amplitude √2,
// shifted π/4: no other band-limited signal passes through them. Its samples never go over
// full scale, yet the wave between them reaches √2: +3.01 dBTP. The annex's filter reads
// +3.09; EBU Tech 3341 allows a true-peak meter +0.2/−0.4 dB, the issue ±0.5 dB, and
// toBeCloseTo(x, 0) checks ±0.5.
describe("true peak (BS.1770-4 Annex 2)", () => {
  it("finds the +3 dB between the samples of a full-scale square wave at fs/4", () => {
    expect(truePeak([clippedSquare(1, 48_000)], 48_000)).toBeCloseTo(3.01, 0);
    expect(truePeak([clippedSquare(1, 44_100)], 44_100)).toBeCloseTo(3.01, 0);
  });

  it("finds the crest of a sine at fs/4 whose samples all fall 3 dB under it", () => {
    const offset = sine({
      hz: 12_000,
      peakDbfs: -6,
      seconds: 1,
      sampleRate: 48_000,
      phase: Math.PI / 4,
    });
    expect(20 * Math.log10(Math.max(...offset))).toBeCloseTo(-6 - 3.01, 2);
    expect(truePeak([offset], 48_000)).toBeCloseTo(-6, 0);
  });

  // A sine at fs/6 has six samples a period: a phase of π/12 puts the nearest ones 15°
  // either side of each crest, 0.3 dB under it, and at other phases the annex's filter read
  // up to 0.2 dB over it. Eight points a sample read it within 0.02 dB.
  it("finds the crest of a sine at fs/6 within 0.1 dB, whatever its phase", () => {
    for (const phase of [0, 0.1, Math.PI / 12, 0.3, 0.4, 0.5]) {
      const sixth = fadedSine({ hz: 8_000, peakDbfs: -6, seconds: 1, sampleRate: 48_000, phase });
      expect(Math.abs((truePeak([sixth], 48_000) ?? NaN) + 6)).toBeLessThan(0.1);
    }
    const offset = sine({
      hz: 8_000,
      peakDbfs: -6,
      seconds: 1,
      sampleRate: 48_000,
      phase: Math.PI / 12,
    });
    expect(20 * Math.log10(Math.max(...offset))).toBeCloseTo(-6 - 0.3, 1);
  });

  it("keeps a peak-limited song under −1 dBTP once its gain is applied", () => {
    for (const [hz, sampleRate] of [
      [8_000, 48_000],
      [7_350, 44_100],
      [15_000, 48_000],
      [18_000, 44_100],
    ] as const) {
      for (const phase of [0, Math.PI / 12, 0.4]) {
        const crest = -9;
        const song = fadedSine({ hz, peakDbfs: crest, seconds: 0.5, sampleRate, phase });
        // As quiet as a peaky recording: the peak, not the target, limits its gain.
        const gain = playbackGainDb({
          loudnessLufs: -30,
          truePeakDbtp: truePeak([song], sampleRate),
        });
        // The band-limited wave between the samples is the sine itself: its crest is known.
        expect(crest + gain).toBeLessThanOrEqual(-1);
        expect(crest + gain).toBeGreaterThan(-1.25);
      }
    }
  });

  it("reads a low sine at its sample peak, over all channels", () => {
    const quiet = sine({ hz: 997, peakDbfs: -20, seconds: 1, sampleRate: 48_000 });
    const loud = sine({ hz: 997, peakDbfs: -6, seconds: 1, sampleRate: 48_000 });
    expect(truePeak([quiet, loud], 48_000)).toBeCloseTo(-6, 1);
  });

  it("reads the same in chunks of any size as in one piece", () => {
    const square = clippedSquare(0.5, 48_000);
    const whole = truePeak([square], 48_000);
    for (const chunk of [1, 5, 11, 12, 4099]) {
      expect(truePeak([square], 48_000, chunk)).toBeCloseTo(whole ?? NaN, 9);
    }
  });

  it("takes the samples themselves from 192 kHz on", () => {
    expect(truePeak([clippedSquare(0.1, 192_000)], 192_000)).toBe(0);
  });

  it("has no true peak for digital silence", () => {
    expect(truePeak([silence(1, 48_000)], 48_000)).toBeNull();
  });
});
