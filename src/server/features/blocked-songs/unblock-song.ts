import { eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import { blockedSong, song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import { blockedRow, type BlockedSongKey } from "./blocked-row";
import type { BlockedSongsDeps } from "./deps";

/**
 * "Permitir de nuevo": the song plays again for the account. Allowing a song that was
 * not blocked is no error (DELETE is idempotent); a song that does not exist is.
 */
export async function unblockSong(
  deps: BlockedSongsDeps,
  options: BlockedSongKey,
): Promise<{ blocked: false; removed: boolean }> {
  const removed = await deps.db
    .delete(blockedSong)
    .where(blockedRow(options))
    .returning({ songId: blockedSong.songId });
  if (removed.length === 0) {
    const [exists] = await deps.db
      .select({ id: song.id })
      .from(song)
      .where(eq(song.id, options.songId));
    if (!exists) throw new AppError("NOT_FOUND", "No such song");
    return { blocked: false, removed: false };
  }
  await deps.events.publish({ topic: userTopic(options.userId) });
  return { blocked: false, removed: true };
}
