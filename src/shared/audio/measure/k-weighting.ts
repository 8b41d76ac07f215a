/** Coefficients of one biquad section, normalised so that a0 = 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// BS.1770-4 gives both stages only as coefficients at 48 kHz. These are the analogue
// prototypes behind them (as derived for libebur128), so that a song at 44.1 kHz is filtered
// by the same curve rather than by 48 kHz numbers shifted in frequency.
const SHELF_HZ = 1681.974450955533;
const SHELF_GAIN_DB = 3.999843853973347;
const SHELF_Q = 0.7071752369554196;
const HIGH_PASS_HZ = 38.13547087602444;
const HIGH_PASS_Q = 0.5003270373238773;

/** Stage 1, the head's acoustic effect: a high shelf of about +4 dB. */
function highShelf(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * SHELF_HZ) / sampleRate);
  const vh = 10 ** (SHELF_GAIN_DB / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / SHELF_Q + k * k;
  return {
    b0: (vh + (vb * k) / SHELF_Q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / SHELF_Q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / SHELF_Q + k * k) / a0,
  };
}

/** Stage 2, the revised low-frequency B-curve (RLB): a high-pass around 38 Hz. */
function rlbHighPass(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * HIGH_PASS_HZ) / sampleRate);
  const a0 = 1 + k / HIGH_PASS_Q + k * k;
  return {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / HIGH_PASS_Q + k * k) / a0,
  };
}

/** The two sections of the BS.1770 K-weighting filter at a sample rate. */
export function kWeightingFilter(sampleRate: number): [Biquad, Biquad] {
  return [highShelf(sampleRate), rlbHighPass(sampleRate)];
}
