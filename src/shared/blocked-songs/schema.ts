import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "../validation/ids";

export const BLOCKED_SONGS_PAGE_SIZE = 25;

/** `/api/blocked-songs/:songId`: the song to block or allow again. */
export const blockedSongParamSchema = z.object({ songId: rowIdSchema });

/**
 * Where a block applies (decision 045): one zone, or — without `zoneId` — every zone of
 * the account, which only the owner may block or allow.
 */
export const blockedSongPlaceSchema = z.object({ zoneId: rowIdSchema.optional() });

export const blockedSongsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** Where a block applies, named as it read then: null is every zone of the account. */
export interface BlockPlace {
  zoneId: string;
  zoneName: string;
  establishmentName: string;
}

export interface BlockedSongSummary {
  /** The song's id. */
  id: string;
  title: string;
  artist: string;
  genreName: string;
  blockedAt: string;
  blockedByName: string;
  place: BlockPlace | null;
}

export interface BlockedSongEvent {
  id: string;
  action: "block" | "unblock";
  songTitle: string;
  songArtist: string;
  byName: string;
  place: BlockPlace | null;
  at: string;
}

/** A page of blocks or of their trail. */
export interface BlockedSongsPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
