import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { genre, song } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { songSummaryColumns, toSongSummary, type SongSummary } from "./song-summary";

/** One song, as the lists show it (the player resuming a saved song). */
export async function getSong(options: { db: Database; songId: string }): Promise<SongSummary> {
  const [row] = await options.db
    .select(songSummaryColumns())
    .from(song)
    .innerJoin(genre, eq(genre.id, song.genreId))
    .where(eq(song.id, options.songId));
  if (!row) throw new AppError("NOT_FOUND", "Song not found");
  return toSongSummary(row);
}
