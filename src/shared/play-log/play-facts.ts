/**
 * How a play ended: terminó, saltada, pausada y abandonada, detenida; or interrumpida y
 * reanudada — its sound stopped (a pause, buffering) and the song went on in a new play
 * (decision 032).
 */
export const playEndings = ["ended", "skipped", "abandoned", "stopped", "interrupted"] as const;
export type PlayEnding = (typeof playEndings)[number];

/** Where the audio came from: the network, or the browser's own copy. */
export const playOrigins = ["network", "cache"] as const;
export type PlayOrigin = (typeof playOrigins)[number];

/**
 * What sounded: a catalogue song, or one of the account's own messages —
 * never counted as music.
 */
export const playKinds = ["song", "message"] as const;
export type PlayKind = (typeof playKinds)[number];
