import { z } from "~/shared/validation/zod";
import { catalogCopy } from "../copy/catalog";
import { rowIdSchema } from "../validation/ids";
import { singleLine } from "../validation/text";

export const SONGS_PAGE_SIZE = 25;

const name = (max: number) =>
  singleLine().min(1, catalogCopy.errors.nameRequired).max(max, catalogCopy.errors.tooLong(max));

export const createGenreSchema = z.strictObject({ name: name(60) });
export const createPlaylistSchema = z.strictObject({ name: name(80) });
export const playlistSongSchema = z.strictObject({ songId: rowIdSchema });

/**
 * "listen" (the player): without the songs the listener blocked. "manage" (admins'
 * screen): every song.
 */
const catalogViewSchema = z.enum(["listen", "manage"]).optional().default("listen");

/**
 * The zone a player reads its songs for (decision 045): the songs blocked there are left
 * out as well as the account's; without it, only the account's.
 */
const playerZone = { zoneId: rowIdSchema.optional() };

/** A shelf or a single song, as a zone's player reads it. */
export const playerZoneQuerySchema = z.object(playerZone);

/** Genres with their song counts, as the player or as the admin counts them. */
export const genreListQuerySchema = z.object({ view: catalogViewSchema, ...playerZone });

export const songListQuerySchema = z.object({
  search: singleLine().max(100).optional().default(""),
  genreId: rowIdSchema.optional(),
  /** Only the songs of this list. */
  playlistId: rowIdSchema.optional(),
  /** All songs, each marked whether it is in this list (the admin's add/remove buttons). */
  markPlaylistId: rowIdSchema.optional(),
  /** In the "manage" view each song also says how many accounts block it. */
  view: catalogViewSchema,
  ...playerZone,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(SONGS_PAGE_SIZE),
});

/** The text fields of an upload; the file is checked by its bytes on the server. */
export const songUploadFieldsSchema = z.object({
  genreId: z.string().min(1, catalogCopy.errors.incompleteUpload).pipe(rowIdSchema),
  title: singleLine()
    .min(1, catalogCopy.errors.incompleteUpload)
    .max(200, catalogCopy.errors.tooLong(200)),
  artist: singleLine()
    .min(1, catalogCopy.errors.incompleteUpload)
    .max(200, catalogCopy.errors.tooLong(200)),
});

/**
 * A song's measurement made in the admin's browser at upload (decision 019), for a format
 * the server cannot decode. A claim: the server checks that each value is one a meter can
 * give, and keeps the song marked as measured by the browser.
 */
export const songMeasurementSchema = z.strictObject({
  // BS.1770's absolute gate is −70 LUFS; +3 is a full-scale square wave in both channels.
  loudnessLufs: z.number().min(-70).max(3.1).nullable(),
  truePeakDbtp: z.number().min(-200).max(24).nullable(),
  leadingSilenceSeconds: z.number().min(0).max(86_400),
  trailingSilenceSeconds: z.number().min(0).max(86_400),
});
export type SongMeasurement = z.infer<typeof songMeasurementSchema>;

/** The upload's optional "measurement" field: the measurement as JSON. */
export const songMeasurementFieldSchema = z
  .string()
  .max(1000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: catalogCopy.errors.badMeasurement });
      return z.NEVER;
    }
  })
  .pipe(songMeasurementSchema);
