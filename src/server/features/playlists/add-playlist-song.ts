import { AppError } from "../../domain/app-error";
import { appendPlaylistSong } from "./append-playlist-song";
import type { PlaylistsDeps } from "./deps";
import { notFoundMessage, playlistInScope, scopeTopic, type PlaylistScope } from "./playlist-scope";

/** Appends a song to a list; a song already in it is skipped (docs/product.md). */
export async function addPlaylistSong(
  deps: PlaylistsDeps,
  options: { scope: PlaylistScope; playlistId: string; songId: string },
): Promise<{ added: boolean }> {
  const result = await appendPlaylistSong(deps.db, {
    playlistId: options.playlistId,
    songId: options.songId,
    listFilter: playlistInScope(options.scope, options.playlistId),
  });
  if (result === "no-playlist") throw new AppError("NOT_FOUND", notFoundMessage(options.scope));
  if (result === "no-song") throw new AppError("NOT_FOUND", "No such song");
  if (result === "added") await deps.events.publish({ topic: scopeTopic(options.scope) });
  return { added: result === "added" };
}
