import { desc } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { song } from "../../domain/catalog/tables";
import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import { toSongSummary, type SongSummary } from "./song-summary";
import { unblockedSongSummaries } from "./unblocked-song-summaries";

const RECENT_SONGS = 5;

/** The newest songs of the catalogue the viewer has not blocked (the dashboard's "new" shelf). */
export async function listRecentSongs(options: {
  db: Database;
  /** The account the viewer plays for (theirs, or their team owner's): its blocks count. */
  viewerId: string;
  /** The gain's target and limits (MAX_BOOST_DB), worked out for each song answered. */
  playback: PlaybackTarget;
}): Promise<SongSummary[]> {
  const rows = await unblockedSongSummaries(options.db, options.viewerId)
    .orderBy(desc(song.createdAt), desc(song.id))
    .limit(RECENT_SONGS);
  return rows.map((row) => toSongSummary(row, options.playback));
}
