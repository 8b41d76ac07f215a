import { desc } from "drizzle-orm";
import { song } from "../../domain/catalog/tables";
import { SHELF_SONGS, type SongShelfOptions } from "./song-shelf";
import { toSongSummary, type SongSummary } from "./song-summary";
import { unblockedSongSummaries } from "./unblocked-song-summaries";

/** The newest songs of the catalogue the viewer has not blocked (the dashboard's "new" shelf). */
export async function listRecentSongs(options: SongShelfOptions): Promise<SongSummary[]> {
  const rows = await unblockedSongSummaries(options.db, {
    ownerId: options.viewerId,
    zoneId: options.zoneId,
  })
    .orderBy(desc(song.createdAt), desc(song.id))
    .limit(SHELF_SONGS);
  return rows.map((row) => toSongSummary(row, options.playback));
}
