import { z } from "zod";
import { catalogCopy } from "../copy/catalog";

export const SONGS_PAGE_SIZE = 25;

const name = (max: number) =>
  z.string().trim().min(1, catalogCopy.errors.nameRequired).max(max, catalogCopy.errors.tooLong);

export const createGenreSchema = z.strictObject({ name: name(60) });
export const createPlaylistSchema = z.strictObject({ name: name(80) });
export const playlistSongSchema = z.strictObject({ songId: z.string().min(1).max(100) });

export const songListQuerySchema = z.object({
  search: z.string().trim().max(100).optional().default(""),
  genreId: z.string().max(100).optional(),
  /** Only the songs of this list. */
  playlistId: z.string().max(100).optional(),
  /** All songs, each marked whether it is in this list (the admin's add/remove buttons). */
  markPlaylistId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(SONGS_PAGE_SIZE),
});

/** The text fields of an upload; the file is checked by its bytes on the server. */
export const songUploadFieldsSchema = z.object({
  genreId: z.string().min(1, catalogCopy.errors.incompleteUpload).max(100),
  title: z
    .string()
    .trim()
    .min(1, catalogCopy.errors.incompleteUpload)
    .max(200, catalogCopy.errors.tooLong),
  artist: z
    .string()
    .trim()
    .min(1, catalogCopy.errors.incompleteUpload)
    .max(200, catalogCopy.errors.tooLong),
});
