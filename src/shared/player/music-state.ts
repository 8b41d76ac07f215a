import { z } from "~/shared/validation/zod";
import { rowIdSchema as id } from "../validation/ids";
import { singleLine } from "../validation/text";
import { CROSSFADE_MAX_SECONDS, DEFAULT_SOUND } from "../audio/sound-settings";

/**
 * What the queue was built from, so a restored song comes back with its list: the
 * catalogue filtered by search, genre or list (all of it, page by page), or the
 * dashboard's newest songs.
 */
export const queueSourceSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("catalog"),
    search: singleLine().max(100),
    genreId: id.optional(),
    playlistId: id.optional(),
  }),
  z.strictObject({ kind: z.literal("recent") }),
]);
export type QueueSourceDescriptor = z.infer<typeof queueSourceSchema>;

/**
 * "Aleatorio" (decision 015): the seed of the shuffled order and the index in the source of
 * the song it started from, which together rebuild the same order after a reload.
 */
export const queueShuffleSchema = z.strictObject({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1),
  first: z.number().int().min(0).max(10_000_000),
});
export type QueueShuffle = z.infer<typeof queueShuffleSchema>;

export const savedQueueSchema = z.strictObject({
  source: queueSourceSchema,
  /** Where the current song stood in that source (in its own order, even when shuffled). */
  index: z.number().int().min(0).max(10_000_000),
  /** Present while the queue plays in shuffled order. */
  shuffle: queueShuffleSchema.optional(),
});
export type SavedQueue = z.infer<typeof savedQueueSchema>;

/** "Sonido" (decision 015): how long songs overlap (0: gapless), and whether loudness is evened out. */
export const soundSettingsSchema = z.strictObject({
  crossfadeSeconds: z.number().int().min(0).max(CROSSFADE_MAX_SECONDS),
  normalize: z.boolean(),
});
export type SoundSettings = z.infer<typeof soundSettingsSchema>;

/**
 * Where the player was: saved while listening and when the page is left (a beacon), and
 * restored on the next visit. Position is in seconds, up to a day. Clients that do not
 * send a queue save none; nor sound settings, which then go back to the defaults.
 */
export const musicStateSchema = z.strictObject({
  volume: z.number().min(0).max(1),
  currentSongId: id.nullable(),
  position: z.number().min(0).max(86_400),
  queue: savedQueueSchema.nullable().default(null),
  sound: soundSettingsSchema.default(DEFAULT_SOUND),
});
/** The state as saved: every field present. */
export type MusicStateFields = z.output<typeof musicStateSchema>;

/** What the server answers: the saved state, and when it was saved. */
export interface MusicState {
  volume: number;
  currentSongId: string | null;
  position: number;
  queue: SavedQueue | null;
  sound: SoundSettings;
  updatedAt: string;
}
