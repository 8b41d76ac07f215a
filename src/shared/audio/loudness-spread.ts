import { playbackGainDb, type LoudnessMeasure, type PlaybackTarget } from "./playback-gain";

/** The change of loudness from one track to the next, in LU. */
export interface LoudnessJumps {
  largestLu: number;
  meanLu: number;
  /** Pairs of consecutive tracks that were both measured. */
  pairs: number;
}

function jumpsBetween(levels: readonly (number | null)[]): LoudnessJumps {
  const jumps: number[] = [];
  for (let i = 1; i < levels.length; i++) {
    const [previous, next] = [levels[i - 1], levels[i]];
    if (previous != null && next != null) jumps.push(Math.abs(next - previous));
  }
  return {
    largestLu: Math.max(0, ...jumps),
    meanLu: jumps.length ? jumps.reduce((sum, jump) => sum + jump, 0) / jumps.length : 0,
    pairs: jumps.length,
  };
}

/**
 * How far loudness jumps between consecutive tracks as they were made ("before") and as the
 * player plays them with their gains ("after"). A track without a loudness (never analysed,
 * or silent) breaks the chain: the pairs it belongs to are left out.
 */
export function consecutiveLoudnessSpread(
  tracks: readonly (LoudnessMeasure | null)[],
  target: PlaybackTarget = {},
): { before: LoudnessJumps; after: LoudnessJumps } {
  const before = tracks.map((track) => track?.loudnessLufs ?? null);
  const after = tracks.map((track, i) => {
    const loudness = before[i];
    return loudness == null ? null : loudness + playbackGainDb(track, target);
  });
  return { before: jumpsBetween(before), after: jumpsBetween(after) };
}
