// How far and how fast the music goes down under a message: no validation here.

/** How far the music goes down under an exact-time message, by default and at most (dB). */
export const DEFAULT_DUCK_DB = 15;
export const MIN_DUCK_DB = 3;
export const MAX_DUCK_DB = 40;
/** The music goes down and comes back up over this. */
export const DUCK_RAMP_MS = 300;
