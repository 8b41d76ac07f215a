import { sql, type SQL } from "drizzle-orm";
import { genre, song } from "../../db/schema";

export interface SongSummary {
  id: string;
  title: string;
  artist: string;
  genreId: string;
  genreName: string;
  durationSeconds: number;
  /** With `markPlaylistId`: whether the song is in that list (false otherwise). */
  inPlaylist: boolean;
  /** In the admin's songs table: how many accounts block the song (null where not counted). */
  blockedBy: number | null;
}

/** The columns of a SongSummary, selected from `song` joined to its `genre`. */
export const songSummaryColumns = (
  inPlaylist: SQL<boolean> = sql<boolean>`false`,
  blockedBy: SQL<number | null> = sql<number | null>`null`,
) => ({
  id: song.id,
  title: song.title,
  artist: song.artist,
  genreId: song.genreId,
  genreName: genre.name,
  durationSeconds: song.durationSeconds,
  inPlaylist,
  blockedBy,
});
