import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playlist, playlistSong } from "../../db/schema";

export interface PlaylistSummary {
  id: string;
  name: string;
  songCount: number;
  createdAt: string;
}

/** The user's own private lists, by name. */
export async function listPlaylists(options: {
  db: Database;
  ownerId: string;
}): Promise<PlaylistSummary[]> {
  const rows = await options.db
    .select({
      id: playlist.id,
      name: playlist.name,
      songCount: count(playlistSong.songId),
      createdAt: playlist.createdAt,
    })
    .from(playlist)
    .leftJoin(playlistSong, eq(playlistSong.playlistId, playlist.id))
    .where(and(eq(playlist.ownerId, options.ownerId), eq(playlist.visibility, "private")))
    .groupBy(playlist.id)
    .orderBy(asc(sql`lower(${playlist.name})`), asc(playlist.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
