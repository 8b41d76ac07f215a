import { asc, count } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { genre, song } from "../../domain/catalog/tables";
import { isPublished } from "../../domain/catalog/published";
import { countPerGenreAmong } from "./blocked-songs-filter";
import type { Remember } from "./catalog-counts";

export interface GenreSummary {
  id: string;
  name: string;
  songCount: number;
}

/** Songs per genre id (a genre without songs is absent). */
export type SongsPerGenre = ReadonlyMap<string, number>;

/**
 * By name, ascending, ignoring case and accents (product §3: everywhere genres are listed).
 * With the listener's `blocked` songs (the player's view) each count leaves them out, as
 * their genre's list does; without (the admin's view) it counts every song.
 * The counts per genre read every song, so they are counted once per instance until the
 * catalogue changes (`songsPerGenre`); the genres themselves are read each time.
 */
export async function listGenres(options: {
  db: Database;
  blocked?: readonly string[];
  songsPerGenre: Remember<SongsPerGenre>;
  /** The player's view counts the published songs alone; the admin's, every song. */
  view: "listen" | "manage";
}): Promise<GenreSummary[]> {
  const { db } = options;
  const listening = options.view === "listen";
  const countPerGenre = async (): Promise<SongsPerGenre> => {
    const rows = await db
      .select({ genreId: song.genreId, songs: count() })
      .from(song)
      .where(listening ? isPublished() : undefined)
      .groupBy(song.genreId);
    return new Map(rows.map((row) => [row.genreId, row.songs]));
  };
  // The counts stay everyone's; the listener's blocked songs (a few rows, by the primary
  // key, and none for most) are counted apart and taken off, as list-songs.ts does.
  const [genres, counts, blocked] = await Promise.all([
    db.select({ id: genre.id, name: genre.name }).from(genre).orderBy(asc(genre.nameKey)),
    options.songsPerGenre(`songs per genre (${options.view})`, countPerGenre),
    countPerGenreAmong({ db, songIds: options.blocked ?? [], where: isPublished() }),
  ]);
  return genres.map((entry) => ({
    ...entry,
    songCount: Math.max(0, (counts.get(entry.id) ?? 0) - (blocked.get(entry.id) ?? 0)),
  }));
}
