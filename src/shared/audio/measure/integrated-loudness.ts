import { kWeightingFilter, type Biquad } from "./k-weighting";

// ITU-R BS.1770-4 §2 and EBU R128: 400 ms gating blocks overlapping by 75 %, so a block
// ends every 100 ms; an absolute gate at −70 LUFS, then a relative gate 10 LU under the
// loudness of the blocks that passed the first.
const STEP_SECONDS = 0.1;
const STEPS_PER_BLOCK = 4;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

const loudnessOf = (power: number) => -0.691 + 10 * Math.log10(power);
const powerOf = (lufs: number) => 10 ** ((lufs + 0.691) / 10);

export interface IntegratedLoudnessMeter {
  /** Feeds the next samples, one array per channel, all of the same length. */
  push(channels: readonly Float32Array[]): void;
  /** LUFS; null when no block passes the absolute gate (silence, or shorter than 400 ms). */
  result(): number | null;
}

/** The mean of the block powers over a gate, or 0 when none is over it. */
function meanPowerAbove(blockPowers: readonly number[], gatePower: number): number {
  let sum = 0;
  let count = 0;
  for (const power of blockPowers) {
    if (power > gatePower) {
      sum += power;
      count++;
    }
  }
  return count ? sum / count : 0;
}

/**
 * The energy of samples [from, to) after K-weighting: both sections in transposed direct
 * form II, whose four state values `state` carries from one call to the next.
 */
function kWeightedEnergy(
  samples: Float32Array,
  from: number,
  to: number,
  [shelf, highPass]: [Biquad, Biquad],
  state: Float64Array,
): number {
  const { b0, b1, b2, a1, a2 } = shelf;
  const { b0: c0, b1: c1, b2: c2, a1: d1, a2: d2 } = highPass;
  let [s1 = 0, s2 = 0, t1 = 0, t2 = 0] = state;
  let energy = 0;
  for (let i = from; i < to; i++) {
    const x = samples[i] ?? 0;
    const y = b0 * x + s1;
    s1 = b1 * x - a1 * y + s2;
    s2 = b2 * x - a2 * y;
    const z = c0 * y + t1;
    t1 = c1 * y - d1 * z + t2;
    t2 = c2 * y - d2 * z;
    energy += z * z;
  }
  state.set([s1, s2, t1, t2]);
  return energy;
}

/**
 * Gated integrated loudness of BS.1770-4, measured as the samples arrive: it keeps one
 * number per 100 ms of audio, never the samples. `channelWeights` are the standard's G_i,
 * one per channel (1 for left, right and centre).
 */
export function createIntegratedLoudnessMeter(
  sampleRate: number,
  channelWeights: readonly number[],
): IntegratedLoudnessMeter {
  const stepLength = Math.round(sampleRate * STEP_SECONDS);
  const filter = kWeightingFilter(sampleRate);
  const perChannel = channelWeights.map((weight) => ({ weight, state: new Float64Array(4) }));
  /** The weighted energy of the last steps, at most a block's worth, most recent last. */
  const steps: number[] = [];
  const blockPowers: number[] = [];
  let stepEnergy = 0;
  let filledInStep = 0;

  function endStep() {
    steps.push(stepEnergy);
    if (steps.length > STEPS_PER_BLOCK) steps.shift();
    if (steps.length === STEPS_PER_BLOCK) {
      const blockEnergy = steps.reduce((sum, energy) => sum + energy, 0);
      blockPowers.push(blockEnergy / (STEPS_PER_BLOCK * stepLength));
    }
    stepEnergy = 0;
    filledInStep = 0;
  }

  function push(channels: readonly Float32Array[]) {
    if (channels.length !== channelWeights.length) {
      throw new Error(`expected ${channelWeights.length} channels, got ${channels.length}`);
    }
    const length = channels[0]?.length ?? 0;
    for (let offset = 0; offset < length;) {
      const end = Math.min(length, offset + stepLength - filledInStep);
      perChannel.forEach(({ weight, state }, channel) => {
        const samples = channels[channel] ?? new Float32Array(end);
        stepEnergy += weight * kWeightedEnergy(samples, offset, end, filter, state);
      });
      filledInStep += end - offset;
      offset = end;
      if (filledInStep === stepLength) endStep();
    }
  }

  function result(): number | null {
    const overAbsolute = meanPowerAbove(blockPowers, powerOf(ABSOLUTE_GATE_LUFS));
    if (!overAbsolute) return null;
    const relativeGate = powerOf(loudnessOf(overAbsolute) + RELATIVE_GATE_LU);
    const gate = Math.max(relativeGate, powerOf(ABSOLUTE_GATE_LUFS));
    return loudnessOf(meanPowerAbove(blockPowers, gate));
  }

  return { push, result };
}
