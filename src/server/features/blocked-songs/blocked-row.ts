import { and, eq } from "drizzle-orm";
import { blockedSong } from "../../domain/catalog/tables";

/** One song of one account's list: what blocking and allowing act on. */
export interface BlockedSongKey {
  userId: string;
  songId: string;
}

/** The row that blocks the song for the account, if there is one. */
export const blockedRow = ({ userId, songId }: BlockedSongKey) =>
  and(eq(blockedSong.userId, userId), eq(blockedSong.songId, songId));
