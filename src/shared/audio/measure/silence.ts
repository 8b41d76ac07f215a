// Silence is a 10 ms window whose RMS over all channels stays under −60 dBFS. The quietest
// passages of music sit well above that, while dither, hiss and an encoder's noise floor sit
// well under it (16-bit dither is near −90 dBFS). RMS rather than the peak, so that a stray
// sample of noise does not count as the music starting; 10 ms puts the edges close enough
// for the player to skip.
const WINDOW_SECONDS = 0.01;
const THRESHOLD_DBFS = -60;
const THRESHOLD_MEAN_SQUARE = 10 ** (THRESHOLD_DBFS / 10);

export interface SilenceEdges {
  leadingSilenceSeconds: number;
  trailingSilenceSeconds: number;
  durationSeconds: number;
}

export interface SilenceMeter {
  /** Feeds the next samples, one array per channel, all of the same length. */
  push(channels: readonly Float32Array[]): void;
  /** A signal silent throughout is all leading silence, with no trailing silence. */
  result(): SilenceEdges;
}

function energy(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) {
    const x = samples[i] ?? 0;
    sum += x * x;
  }
  return sum;
}

/** Leading and trailing silence, measured as the samples arrive. */
export function createSilenceMeter(sampleRate: number, channelCount: number): SilenceMeter {
  const windowLength = Math.max(1, Math.round(sampleRate * WINDOW_SECONDS));
  let total = 0;
  let windowStart = 0;
  let windowEnergy = 0;
  let firstSound: number | null = null;
  let lastSoundEnd = 0;

  function closeWindow(end: number) {
    const length = end - windowStart;
    if (length > 0 && windowEnergy / (length * channelCount) > THRESHOLD_MEAN_SQUARE) {
      firstSound ??= windowStart;
      lastSoundEnd = end;
    }
    windowStart = end;
    windowEnergy = 0;
  }

  function push(channels: readonly Float32Array[]) {
    const length = channels[0]?.length ?? 0;
    for (let offset = 0; offset < length;) {
      const take = Math.min(length - offset, windowStart + windowLength - total);
      for (const samples of channels) windowEnergy += energy(samples, offset, offset + take);
      offset += take;
      total += take;
      if (total === windowStart + windowLength) closeWindow(total);
    }
  }

  function result(): SilenceEdges {
    closeWindow(total);
    const seconds = (samples: number) => samples / sampleRate;
    return {
      leadingSilenceSeconds: seconds(firstSound ?? total),
      trailingSilenceSeconds: seconds(firstSound === null ? 0 : total - lastSoundEnd),
      durationSeconds: seconds(total),
    };
  }

  return { push, result };
}
