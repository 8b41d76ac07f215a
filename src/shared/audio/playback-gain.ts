/** What the player needs from a song's analysis; null where the song was silent throughout. */
export interface LoudnessMeasure {
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
}

export interface PlaybackTarget {
  targetLufs?: number;
  peakCeilingDbtp?: number;
}

// Background music: −16 LUFS integrated with a true-peak ceiling of −1 dBTP (business.md, "Sound").
export const DEFAULT_TARGET_LUFS = -16;
export const DEFAULT_PEAK_CEILING_DBTP = -1;

/**
 * The gain in dB that brings a song to the target loudness, lowered as far as needed to keep
 * its true peak at or under the ceiling. A song never analysed (null), or silent throughout,
 * plays at unity.
 */
export function playbackGainDb(
  analysis: LoudnessMeasure | null,
  {
    targetLufs = DEFAULT_TARGET_LUFS,
    peakCeilingDbtp = DEFAULT_PEAK_CEILING_DBTP,
  }: PlaybackTarget = {},
): number {
  if (analysis?.loudnessLufs == null) return 0;
  const toTarget = targetLufs - analysis.loudnessLufs;
  if (analysis.truePeakDbtp === null) return toTarget;
  return Math.min(toTarget, peakCeilingDbtp - analysis.truePeakDbtp);
}

export function dbToLinear(db: number): number {
  return 10 ** (db / 20);
}
