import { eq, max } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import { playlist, playlistSong, song } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { PlaylistsDeps } from "./deps";
import { isOwnPlaylist } from "./own-playlist";

/** Appends a song to one of the user's lists; a song already in it is skipped (spec §4). */
export async function addPlaylistSong(
  deps: PlaylistsDeps,
  options: { ownerId: string; playlistId: string; songId: string },
): Promise<{ added: boolean }> {
  const added = await deps.db.transaction(async (tx) => {
    // The lock makes concurrent appends to one list take their positions in turn.
    const [list] = await tx
      .select({ id: playlist.id })
      .from(playlist)
      .where(isOwnPlaylist(options))
      .for("update");
    if (!list) throw new AppError("NOT_FOUND", "No such playlist");
    const [target] = await tx.select({ id: song.id }).from(song).where(eq(song.id, options.songId));
    if (!target) throw new AppError("NOT_FOUND", "No such song");
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
    return inserted.length > 0;
  });
  if (added) await deps.events.publish({ topic: userTopic(options.ownerId) });
  return { added };
}
