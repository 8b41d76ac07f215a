import { eq, max, type SQL } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playlist, playlistSong, song } from "../../domain/catalog/tables";

export type AppendResult = "added" | "skipped" | "no-playlist" | "no-song";

/**
 * Appends a song at the end of a list, in one transaction; a song already in the list
 * is skipped (product §4). `listFilter` says which lists the caller may change (public
 * ones for admins, their own for users). The list row is locked, so concurrent
 * appends take their positions in turn.
 */
export async function appendPlaylistSong(
  db: Database,
  options: { playlistId: string; songId: string; listFilter: SQL | undefined },
): Promise<AppendResult> {
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select({ id: playlist.id })
      .from(playlist)
      .where(options.listFilter)
      .for("update");
    if (!list) return "no-playlist";
    const [target] = await tx.select({ id: song.id }).from(song).where(eq(song.id, options.songId));
    if (!target) return "no-song";
    const [last] = await tx
      .select({ position: max(playlistSong.position) })
      .from(playlistSong)
      .where(eq(playlistSong.playlistId, options.playlistId));
    const inserted = await tx
      .insert(playlistSong)
      .values({
        playlistId: options.playlistId,
        songId: options.songId,
        position: (last?.position ?? 0) + 1,
      })
      .onConflictDoNothing()
      .returning({ songId: playlistSong.songId });
    return inserted.length > 0 ? "added" : "skipped";
  });
}
