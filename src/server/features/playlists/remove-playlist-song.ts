import { and, eq } from "drizzle-orm";
import { playlist, playlistSong } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { PlaylistsDeps } from "./deps";
import { notFoundMessage, playlistInScope, scopeTopic, type PlaylistScope } from "./playlist-scope";

/** Takes a song out of a list (a song not in it is already out). */
export async function removePlaylistSong(
  deps: PlaylistsDeps,
  options: { scope: PlaylistScope; playlistId: string; songId: string },
): Promise<void> {
  const [list] = await deps.db
    .select({ id: playlist.id })
    .from(playlist)
    .where(playlistInScope(options.scope, options.playlistId));
  if (!list) throw new AppError("NOT_FOUND", notFoundMessage(options.scope));
  await deps.db
    .delete(playlistSong)
    .where(
      and(eq(playlistSong.playlistId, options.playlistId), eq(playlistSong.songId, options.songId)),
    );
  await deps.events.publish({ topic: scopeTopic(options.scope) });
}
