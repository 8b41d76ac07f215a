import {
  and,
  count,
  countDistinct,
  eq,
  inArray,
  isNull,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "../../domain/database";
import { blockedSong, song } from "../../domain/catalog/tables";

/** Whose blocks count, and where: a zone's player reads its zone's and the account's. */
export interface BlocksOf {
  ownerId: string;
  /** Null or absent: only the blocks of every zone. */
  zoneId?: string | null | undefined;
}

/** The blocks that apply to `where`: the account's, in every zone or in that zone (decision 045). */
export const blocksApplying = ({ ownerId, zoneId }: BlocksOf): SQL | undefined =>
  and(
    eq(blockedSong.userId, ownerId),
    zoneId
      ? or(isNull(blockedSong.zoneId), eq(blockedSong.zoneId, zoneId))
      : isNull(blockedSong.zoneId),
  );

/**
 * The songs the listener's account has not blocked where they play (decisions 015, 045):
 * every list their player reads leaves the others out. The unique indexes, both led by
 * (user_id, song_id), answer it per row.
 */
export const notBlockedBy = (db: Database, blocks: BlocksOf): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(blockedSong)
      .where(and(blocksApplying(blocks), eq(blockedSong.songId, song.id))),
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
 * How many accounts block each song (anywhere: an account may block it in several zones),
 * grouped once for the admin's page (no query per row); the index on song_id feeds it.
 */
export const blockCounts = (db: Database) =>
  db
    .select({
      songId: blockedSong.songId,
      accounts: countDistinct(blockedSong.userId).as("accounts"),
    })
    .from(blockedSong)
    .groupBy(blockedSong.songId)
    .as("block_counts");
