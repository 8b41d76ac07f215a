import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import { toSongSummary, type SongSummary } from "./song-summary";
import { unblockedSongSummaries } from "./unblocked-song-summaries";

/**
 * One song, as the lists show it (the player resuming a saved song, or checking the next
 * one exists). A song the viewer blocked is "not found" to them, so a queue read before
 * the block, or a state saved on another device, passes it rather than playing it.
 */
export async function getSong(options: {
  db: Database;
  songId: string;
  /** The account the viewer plays for (theirs, or their team owner's): its blocks count. */
  viewerId: string;
  /** The zone the viewer's player plays: its blocks count too (decision 045). */
  zoneId: string | undefined;
  /** The gain's target and limits (MAX_BOOST_DB), worked out for each song answered. */
  playback: PlaybackTarget;
}): Promise<SongSummary> {
  const [row] = await unblockedSongSummaries(
    options.db,
    { ownerId: options.viewerId, zoneId: options.zoneId },
    eq(song.id, options.songId),
  );
  if (!row) throw new AppError("NOT_FOUND", "Song not found");
  return toSongSummary(row, options.playback);
}
