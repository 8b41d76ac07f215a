import { eq, sql } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import { blockedSong, song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import { blockedRow, type BlockedSongKey } from "./blocked-row";
import type { BlockedSongsDeps } from "./deps";

/**
 * "No reproducir en mi negocio": the account's players leave the song out from now on.
 * Blocking a song twice is no error (PUT is idempotent). The row is inserted from the
 * song itself, so a song deleted meanwhile is "not found", never a foreign-key failure.
 */
export async function blockSong(
  deps: BlockedSongsDeps,
  options: BlockedSongKey,
): Promise<{ blocked: true; added: boolean }> {
  const inserted = await deps.db
    .insert(blockedSong)
    .select(
      deps.db
        .select({
          userId: sql<string>`${options.userId}`.as("user_id"),
          songId: song.id,
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(song)
        .where(eq(song.id, options.songId)),
    )
    .onConflictDoNothing()
    .returning({ songId: blockedSong.songId });
  if (inserted.length === 0) {
    const [already] = await deps.db
      .select({ songId: blockedSong.songId })
      .from(blockedSong)
      .where(blockedRow(options));
    if (!already) throw new AppError("NOT_FOUND", "No such song");
    return { blocked: true, added: false };
  }
  await deps.events.publish({ topic: userTopic(options.userId) });
  return { blocked: true, added: true };
}
