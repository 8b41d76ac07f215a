import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "../validation/ids";

export const BLOCKED_SONGS_PAGE_SIZE = 25;

/** `/api/blocked-songs/:songId`: the song to block or allow again. */
export const blockedSongParamSchema = z.object({ songId: rowIdSchema });

export const blockedSongsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
