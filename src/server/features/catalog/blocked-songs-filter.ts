import { and, count, eq, notExists, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blockedSong, song } from "../../db/schema";

/**
 * The songs the listener has not blocked (issue 16): every list their player reads
 * leaves the others out. The primary key (user_id, song_id) answers it per row.
 */
export const notBlockedBy = (db: Database, userId: string): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(blockedSong)
      .where(and(eq(blockedSong.userId, userId), eq(blockedSong.songId, song.id))),
  );

/** How many of the listener's blocked songs a list (`where` on `song`) holds. */
export async function countBlockedIn(options: {
  db: Database;
  userId: string;
  where: SQL | undefined;
}): Promise<number> {
  const [row] = await options.db
    .select({ total: count() })
    .from(blockedSong)
    .innerJoin(song, eq(song.id, blockedSong.songId))
    .where(and(eq(blockedSong.userId, options.userId), options.where));
  return row?.total ?? 0;
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
