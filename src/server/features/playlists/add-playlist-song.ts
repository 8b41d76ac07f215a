import { userTopic } from "~/shared/events/topics";
import { appendPlaylistSong } from "../../db/append-playlist-song";
import { AppError } from "../../http/app-error";
import type { PlaylistsDeps } from "./deps";
import { isOwnPlaylist } from "./own-playlist";

/** Appends a song to one of the user's lists; a song already in it is skipped (spec §4). */
export async function addPlaylistSong(
  deps: PlaylistsDeps,
  options: { ownerId: string; playlistId: string; songId: string },
): Promise<{ added: boolean }> {
  const result = await appendPlaylistSong(deps.db, {
    ...options,
    listFilter: isOwnPlaylist(options),
  });
  if (result === "no-playlist") throw new AppError("NOT_FOUND", "No such playlist");
  if (result === "no-song") throw new AppError("NOT_FOUND", "No such song");
  if (result === "added") await deps.events.publish({ topic: userTopic(options.ownerId) });
  return { added: result === "added" };
}
