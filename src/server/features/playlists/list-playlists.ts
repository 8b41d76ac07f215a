import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playlist, playlistSong } from "../../domain/catalog/tables";
import { inScope, type PlaylistScope } from "./playlist-scope";

export interface PlaylistSummary {
  id: string;
  name: string;
  songCount: number;
  createdAt: string;
}

/** The lists of a scope with their song counts, by name (ignoring case). */
export async function listPlaylists(options: {
  db: Database;
  scope: PlaylistScope;
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
    .where(inScope(options.scope))
    .groupBy(playlist.id)
    .orderBy(asc(sql`lower(${playlist.name})`), asc(playlist.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
