import { and, desc, eq, inArray } from "drizzle-orm";
import { establishment } from "../../domain/establishments/tables";
import { song } from "../../domain/catalog/tables";
import { playLog } from "../../domain/play-log/tables";
import { SHELF_SONGS, type SongShelfOptions } from "./song-shelf";
import { toSongSummary, type SongSummary } from "./song-summary";
import { unblockedSongSummaries } from "./unblocked-song-summaries";

/**
 * How far back the log is read: enough plays for five different songs on any day, and a
 * bounded read of a log that grows by hundreds of plays a day per zone.
 */
const PLAYS_READ = 100;

/**
 * The songs that sounded last in the account's zones, newest first and each once, from
 * the play log (what was really heard, not the catalogue's newest): the dashboard's shelf.
 * Songs the account blocked since, or that left the catalogue, are left out.
 */
export async function listRecentlyPlayedSongs(options: SongShelfOptions): Promise<SongSummary[]> {
  const { db, viewerId } = options;
  const plays = await db
    .select({ songId: playLog.songId })
    .from(playLog)
    .innerJoin(establishment, eq(establishment.id, playLog.establishmentId))
    .where(and(eq(establishment.userId, viewerId), eq(playLog.kind, "song")))
    .orderBy(desc(playLog.startedAt))
    .limit(PLAYS_READ);
  const order = [...new Set(plays.map((play) => play.songId))];
  if (order.length === 0) return [];
  const rows = await unblockedSongSummaries(
    db,
    { ownerId: viewerId, zoneId: options.zoneId },
    inArray(song.id, order),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order
    .flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSongSummary(row, options.playback)] : [];
    })
    .slice(0, SHELF_SONGS);
}
