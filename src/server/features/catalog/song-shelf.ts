import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import type { Database } from "../../domain/database";

/** How many songs a dashboard shelf shows. */
export const SHELF_SONGS = 5;

/** What a dashboard shelf is read for. */
export interface SongShelfOptions {
  db: Database;
  /** The account the viewer plays for (theirs, or their team owner's): its blocks count. */
  viewerId: string;
  /** The zone the viewer's player plays: its blocks count too (decision 045). */
  zoneId: string | undefined;
  /** The gain's target and limits (MAX_BOOST_DB), worked out for each song answered. */
  playback: PlaybackTarget;
}
