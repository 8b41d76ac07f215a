import { and, count, eq, inArray, notExists, notInArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { blockedSong, song } from "../../domain/catalog/tables";

/**
 * The songs the listener has not blocked (decision 015): every list their player reads
 * leaves the others out. The primary key (user_id, song_id) answers it per row.
 */
export const notBlockedBy = (db: Database, userId: string): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(blockedSong)
      .where(and(eq(blockedSong.userId, userId), eq(blockedSong.songId, song.id))),
  );

/** The songs other than `songIds` (a listener's blocked songs, as remembered). */
export const notAmong = (songIds: readonly string[]): SQL | undefined =>
  songIds.length ? notInArray(song.id, [...songIds]) : undefined;

/** How many of `songIds` a list (`where` on `song`) holds; none asked, none counted. */
export async function countAmong(options: {
  db: Database;
  songIds: readonly string[];
  where: SQL | undefined;
}): Promise<number> {
  if (!options.songIds.length) return 0;
  const [row] = await options.db
    .select({ total: count() })
    .from(song)
    .where(and(inArray(song.id, [...options.songIds]), options.where));
  return row?.total ?? 0;
}

/** How many of `songIds` each genre holds; genres with none are absent. */
export async function countPerGenreAmong(options: {
  db: Database;
  songIds: readonly string[];
  where?: SQL;
}): Promise<Map<string, number>> {
  if (!options.songIds.length) return new Map();
  const rows = await options.db
    .select({ genreId: song.genreId, songs: count() })
    .from(song)
    .where(and(inArray(song.id, [...options.songIds]), options.where))
    .groupBy(song.genreId);
  return new Map(rows.map((row) => [row.genreId, row.songs]));
}

/**
 * How many accounts block each song, grouped once for the admin's page (no query per
 * row); the index on song_id feeds the grouping.
 */
export const blockCounts = (db: Database) =>
  db
    .select({ songId: blockedSong.songId, accounts: count().as("accounts") })
    .from(blockedSong)
    .groupBy(blockedSong.songId)
    .as("block_counts");
