/*
 * How long proof is kept (PLAY_LOG_RETENTION_YEARS, the limitation period for damages
 * claims): plays the server received before the cutoff leave the log (decision 033), and a
 * certificate whose period ended before it can no longer be downloaded. Until then both
 * stay available to their owner, with or without a subscription: an old inspection turns
 * into a claim long after the months it concerns.
 */

/** PLAY_LOG_RETENTION_YEARS when unset. */
export const DEFAULT_RETENTION_YEARS = 5;

/** `now` minus `years` calendar years (29 February falls back to 1 March). */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
