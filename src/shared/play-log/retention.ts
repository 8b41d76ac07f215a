/*
 * How long proof is kept (PLAY_LOG_RETENTION_YEARS, the limitation period for damages
 * claims): plays that started before the cutoff leave the log, and a certificate whose
 * period ended before it can no longer be downloaded. Until then both stay available to
 * their owner, with or without a subscription: an old inspection turns into a claim long
 * after the months it concerns.
 */

/** `now` minus `years` calendar years (29 February falls back to 1 March). */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
