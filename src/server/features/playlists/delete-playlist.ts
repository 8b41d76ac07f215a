import { playlist } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { PlaylistsDeps } from "./deps";
import { notFoundMessage, playlistInScope, scopeTopic, type PlaylistScope } from "./playlist-scope";

/** Deletes a list; its positions cascade, the songs stay in the catalogue. */
export async function deletePlaylist(
  deps: PlaylistsDeps,
  options: { scope: PlaylistScope; playlistId: string },
): Promise<void> {
  const deleted = await deps.db
    .delete(playlist)
    .where(playlistInScope(options.scope, options.playlistId))
    .returning({ id: playlist.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", notFoundMessage(options.scope));
  await deps.events.publish({ topic: scopeTopic(options.scope) });
}
