import { and, eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import { playlist, playlistSong } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { PlaylistsDeps } from "./deps";
import { isOwnPlaylist } from "./own-playlist";

/** Takes a song out of one of the user's lists (a song not in it is already out). */
export async function removePlaylistSong(
  deps: PlaylistsDeps,
  options: { ownerId: string; playlistId: string; songId: string },
): Promise<void> {
  const [list] = await deps.db
    .select({ id: playlist.id })
    .from(playlist)
    .where(isOwnPlaylist(options));
  if (!list) throw new AppError("NOT_FOUND", "No such playlist");
  await deps.db
    .delete(playlistSong)
    .where(
      and(eq(playlistSong.playlistId, options.playlistId), eq(playlistSong.songId, options.songId)),
    );
  await deps.events.publish({ topic: userTopic(options.ownerId) });
}
