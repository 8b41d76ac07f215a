import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { genre, song } from "../../db/schema";

export interface GenreSummary {
  id: string;
  name: string;
  songCount: number;
}

/** By name, ascending, ignoring case and accents (product §3: everywhere genres are listed). */
export async function listGenres(options: { db: Database }): Promise<GenreSummary[]> {
  return options.db
    .select({ id: genre.id, name: genre.name, songCount: count(song.id) })
    .from(genre)
    .leftJoin(song, eq(song.genreId, genre.id))
    .groupBy(genre.id)
    .orderBy(asc(genre.nameKey));
}
