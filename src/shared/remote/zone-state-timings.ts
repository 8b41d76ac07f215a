// How often a player reports its zone, and when the report is too old: no validation here.

/** A player holding a zone sends its state at least this often, and at once on any change. */
export const ZONE_STATE_EVERY_MS = 20_000;
/** A state older than this is no player's any more: the zone reads as "Sin reproductor". */
export const ZONE_STATE_STALE_MS = 45_000;
