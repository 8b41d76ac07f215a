/**
 * How long the music can go on without a connection: the songs on the device from the one
 * playing on, less what of it has already sounded, and never past the lease to play offline.
 * Null lease: none held (the player stops at once), so nothing is left.
 */
export function offlineSecondsLeft(options: {
  readySeconds: number;
  /** Seconds into the song playing (its first second counts in `readySeconds`). */
  playedSeconds: number;
  leaseSecondsLeft: number | null;
}): number {
  const music = Math.max(0, options.readySeconds - Math.max(0, options.playedSeconds));
  return Math.max(0, Math.min(music, options.leaseSecondsLeft ?? 0));
}
