/** What the player needs from a song's analysis; null where the song was silent throughout. */
export interface LoudnessMeasure {
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
}

export interface PlaybackTarget {
  targetLufs?: number;
  peakCeilingDbtp?: number;
  /** The most a quiet song is raised: past it, its noise floor comes up with it. */
  maxBoostDb?: number;
}

/** A song's gain, and whether the boost stopped at the most allowed (the song stays quieter). */
export interface PlaybackGain {
  gainDb: number;
  capped: boolean;
}

// Background music: −16 LUFS integrated with a true-peak ceiling of −1 dBTP (business.md, "Sound").
export const DEFAULT_TARGET_LUFS = -16;
export const DEFAULT_PEAK_CEILING_DBTP = -1;
/** The default of MAX_BOOST_DB: a −28 LUFS file reaches the target, a −50 dBFS one does not. */
export const DEFAULT_MAX_BOOST_DB = 12;
/**
 * The true-peak meter reads a sine up to 0.1 dB under its crest near the top of the band
 * (`measure/true-peak.ts`): the gain keeps that much under the ceiling, so no song passes it.
 */
export const TRUE_PEAK_READING_MARGIN_DB = 0.1;

/**
 * The gain in dB that brings a song to the target loudness, lowered as far as needed to keep
 * its true peak under the ceiling and never more than `maxBoostDb` up. A song never analysed
 * (null), or silent throughout, plays at unity.
 */
export function playbackGain(
  analysis: LoudnessMeasure | null,
  {
    targetLufs = DEFAULT_TARGET_LUFS,
    peakCeilingDbtp = DEFAULT_PEAK_CEILING_DBTP,
    maxBoostDb = DEFAULT_MAX_BOOST_DB,
  }: PlaybackTarget = {},
): PlaybackGain {
  if (analysis?.loudnessLufs == null) return { gainDb: 0, capped: false };
  const toTarget = targetLufs - analysis.loudnessLufs;
  const underCeiling =
    analysis.truePeakDbtp === null
      ? toTarget
      : Math.min(toTarget, peakCeilingDbtp - TRUE_PEAK_READING_MARGIN_DB - analysis.truePeakDbtp);
  return underCeiling > maxBoostDb
    ? { gainDb: maxBoostDb, capped: true }
    : { gainDb: underCeiling, capped: false };
}

/** `playbackGain`'s decibels alone. */
export function playbackGainDb(analysis: LoudnessMeasure | null, target?: PlaybackTarget): number {
  return playbackGain(analysis, target).gainDb;
}

export function dbToLinear(db: number): number {
  return 10 ** (db / 20);
}
