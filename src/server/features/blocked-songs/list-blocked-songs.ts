import { count, desc, eq } from "drizzle-orm";
import { BLOCKED_SONGS_PAGE_SIZE } from "~/shared/blocked-songs/schema";
import { blockedSong, genre, song } from "../../domain/catalog/tables";
import type { Database } from "../../domain/database";

export interface BlockedSongSummary {
  id: string;
  title: string;
  artist: string;
  genreName: string;
  blockedAt: string;
}

export interface BlockedSongPage {
  items: BlockedSongSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** "Canciones bloqueadas": the account's blocked songs, the latest first, a page at a time. */
export async function listBlockedSongs(options: {
  db: Database;
  userId: string;
  page: number;
}): Promise<BlockedSongPage> {
  const { db, userId, page } = options;
  const pageSize = BLOCKED_SONGS_PAGE_SIZE;
  const mine = eq(blockedSong.userId, userId);
  // The primary key (user_id, song_id) finds the account's rows; a list is short.
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: song.id,
        title: song.title,
        artist: song.artist,
        genreName: genre.name,
        blockedAt: blockedSong.createdAt,
      })
      .from(blockedSong)
      .innerJoin(song, eq(song.id, blockedSong.songId))
      .innerJoin(genre, eq(genre.id, song.genreId))
      .where(mine)
      .orderBy(desc(blockedSong.createdAt), desc(blockedSong.songId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blockedSong).where(mine),
  ]);
  return {
    items: rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() })),
    total: totals?.total ?? 0,
    page,
    pageSize,
  };
}
