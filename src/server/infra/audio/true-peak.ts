// ITU-R BS.1770-4 Annex 2: the 48-tap interpolating FIR of the true-peak meter, as its four
// phases of 12 taps. Phase p gives the point p/4 of a sample period between two samples.
const PHASES = [
  [
    0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875,
    0.1373291015625, 0.97216796875, -0.102294921875, 0.047607421875, -0.026611328125,
    0.014892578125, -0.00830078125,
  ],
  [
    -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625,
    0.77978515625, -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
  ],
  [
    -0.0189208984375, 0.0330810546875, -0.0582275390625, 0.1015625, -0.2003173828125, 0.77978515625,
    0.465087890625, -0.16650390625, 0.089111328125, -0.0517578125, 0.029296875, -0.0291748046875,
  ],
  [
    -0.00830078125, 0.014892578125, -0.026611328125, 0.047607421875, -0.102294921875, 0.97216796875,
    0.1373291015625, -0.0594482421875, 0.033203125, -0.0196533203125, 0.010986328125,
    0.001708984375,
  ],
].map((taps) => Float64Array.from(taps));
const TAPS = 12;
const HISTORY = TAPS - 1;
// The annex oversamples 48 kHz four times, to 192 kHz; from there on the samples are dense
// enough to be their own true peak.
const OVERSAMPLED_RATE = 192_000;

export interface TruePeakMeter {
  /** Feeds the next samples, one array per channel, all of the same length. */
  push(channels: readonly Float32Array[]): void;
  /** dBTP; null when every sample was zero. */
  result(): number | null;
}

/** The largest |y| of the four phases for the samples of `window` after its first HISTORY. */
function interpolatedPeak(window: Float64Array, length: number): number {
  let peak = 0;
  for (const taps of PHASES) {
    const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0] = taps;
    const [h6 = 0, h7 = 0, h8 = 0, h9 = 0, h10 = 0, h11 = 0] = taps.subarray(6);
    for (let n = HISTORY; n < length; n++) {
      // y[n] = Σ h[k]·x[n−k]: tap 0 takes the newest sample.
      const y =
        h0 * (window[n] ?? 0) +
        h1 * (window[n - 1] ?? 0) +
        h2 * (window[n - 2] ?? 0) +
        h3 * (window[n - 3] ?? 0) +
        h4 * (window[n - 4] ?? 0) +
        h5 * (window[n - 5] ?? 0) +
        h6 * (window[n - 6] ?? 0) +
        h7 * (window[n - 7] ?? 0) +
        h8 * (window[n - 8] ?? 0) +
        h9 * (window[n - 9] ?? 0) +
        h10 * (window[n - 10] ?? 0) +
        h11 * (window[n - 11] ?? 0);
      const magnitude = Math.abs(y);
      if (magnitude > peak) peak = magnitude;
    }
  }
  return peak;
}

function samplePeak(samples: Float32Array): number {
  let peak = 0;
  for (const sample of samples) {
    const magnitude = Math.abs(sample);
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}

/**
 * The true peak of BS.1770-4 Annex 2 over all channels, as the samples arrive: each channel
 * keeps only its last 11 samples for the interpolation across chunks. Floating point needs
 * none of the annex's 12.04 dB of headroom.
 */
export function createTruePeakMeter(sampleRate: number, channelCount: number): TruePeakMeter {
  const oversample = sampleRate < OVERSAMPLED_RATE;
  // Per channel: its last HISTORY samples, then room for the chunk being measured.
  const buffers = Array.from({ length: channelCount }, () => new Float64Array(HISTORY));
  let peak = 0;

  function measure(channels: readonly Float32Array[]) {
    if (channels.length !== channelCount) {
      throw new Error(`expected ${channelCount} channels, got ${channels.length}`);
    }
    channels.forEach((samples, channel) => {
      if (!oversample) {
        peak = Math.max(peak, samplePeak(samples));
        return;
      }
      let buffer = buffers[channel] ?? new Float64Array(HISTORY);
      const length = HISTORY + samples.length;
      if (buffer.length < length) {
        const larger = new Float64Array(length);
        larger.set(buffer.subarray(0, HISTORY));
        buffers[channel] = buffer = larger;
      }
      buffer.set(samples, HISTORY);
      peak = Math.max(peak, interpolatedPeak(buffer, length));
      buffer.copyWithin(0, samples.length, length);
    });
  }

  return {
    push: measure,
    result() {
      // Zeros after the last sample let the filter reach the values just after it.
      measure(Array.from({ length: channelCount }, () => new Float32Array(HISTORY)));
      return peak > 0 ? 20 * Math.log10(peak) : null;
    },
  };
}
