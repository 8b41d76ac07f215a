import { createIntegratedLoudnessMeter } from "./integrated-loudness";
import { createSilenceMeter, type SilenceEdges } from "./silence";
import { createTruePeakMeter } from "./true-peak";

/** What the player needs to know of a song's sound (decision 015). */
export interface LoudnessAnalysis extends SilenceEdges {
  /** Integrated loudness (EBU R128); null when the song is silent throughout. */
  loudnessLufs: number | null;
  /** True peak (BS.1770-4 Annex 2); null when every sample is zero. */
  truePeakDbtp: number | null;
}

export interface LoudnessMeter {
  /** Feeds the next samples, one array per channel, all of the same length. */
  push(channels: readonly Float32Array[]): void;
  /** Ends the measurement: call once, after the last chunk. */
  result(): LoudnessAnalysis;
}

/**
 * Measures a song's loudness, true peak and silent edges as its samples are decoded.
 * A mono song counts as dual mono: the player sends it to both speakers, where it sounds
 * 3 dB louder than BS.1770 reads one channel (libebur128 and ffmpeg's loudnorm offer the
 * same correction as "dual mono"). More channels than two count 1 each, the layout being
 * unknown here; the catalogue's songs are stereo or mono.
 */
export function createLoudnessMeter(sampleRate: number, channelCount: number): LoudnessMeter {
  const weights = channelCount === 1 ? [2] : Array.from({ length: channelCount }, () => 1);
  const meters = {
    loudness: createIntegratedLoudnessMeter(sampleRate, weights),
    truePeak: createTruePeakMeter(sampleRate, channelCount),
    silence: createSilenceMeter(sampleRate, channelCount),
  };
  return {
    push(channels) {
      for (const meter of Object.values(meters)) meter.push(channels);
    },
    result() {
      return {
        loudnessLufs: meters.loudness.result(),
        truePeakDbtp: meters.truePeak.result(),
        ...meters.silence.result(),
      };
    },
  };
}

/** The analysis of a whole signal held in memory. */
export function measureLoudness(
  channels: readonly Float32Array[],
  sampleRate: number,
): LoudnessAnalysis {
  const meter = createLoudnessMeter(sampleRate, channels.length);
  meter.push(channels);
  return meter.result();
}
