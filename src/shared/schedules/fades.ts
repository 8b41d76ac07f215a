// How the music changes at a slot's start and at closing: no validation here.

/** At a slot's start the song playing ends first, but plays on at most this long… */
export const SLOT_OVERRUN_MS = 4 * 60_000;
/** …and then fades out over this before the slot's source begins. */
export const SLOT_CHANGE_FADE_MS = 3_000;
/** At closing the music fades out over this and stops. */
export const CLOSING_FADE_MS = 6_000;
