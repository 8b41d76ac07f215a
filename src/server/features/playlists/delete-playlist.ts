import { userTopic } from "~/shared/events/topics";
import { playlist } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { PlaylistsDeps } from "./deps";
import { isOwnPlaylist } from "./own-playlist";

/** Deletes one of the user's lists; its places cascade, the songs stay in the catalogue. */
export async function deletePlaylist(
  deps: PlaylistsDeps,
  options: { ownerId: string; playlistId: string },
): Promise<void> {
  const deleted = await deps.db
    .delete(playlist)
    .where(isOwnPlaylist(options))
    .returning({ id: playlist.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "No such playlist");
  await deps.events.publish({ topic: userTopic(options.ownerId) });
}
