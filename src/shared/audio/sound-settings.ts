/** The longest crossfade the owner may choose, in seconds. */
export const CROSSFADE_MAX_SECONDS = 12;
/** How the player sounds until its owner changes it (the "Sonido" settings, decision 015). */
export const DEFAULT_SOUND = { crossfadeSeconds: 4, normalize: true };
