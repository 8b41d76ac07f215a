import { userTopic } from "~/shared/events/topics";
import { blockedSong } from "../../domain/catalog/tables";
import { blockPlace } from "./block-place";
import { blockedRow } from "./blocked-row";
import type { BlockedSongsDeps, BlockRequest } from "./deps";
import { recordBlockEvent, songForTrail } from "./record-block-event";

/**
 * "Permitir de nuevo": the song plays again where it was blocked (every zone, or one),
 * and the trail keeps both the block and this. Allowing a song that was not blocked there
 * is no error (DELETE is idempotent); a song that does not exist is.
 */
export async function unblockSong(
  deps: BlockedSongsDeps,
  request: BlockRequest,
): Promise<{ blocked: false; removed: boolean }> {
  const ownerId = request.account.ownerId;
  const place = await blockPlace(deps.db, request);
  const removed = await deps.db.transaction(async (tx) => {
    const found = await songForTrail(tx, request.songId);
    const deleted = await tx
      .delete(blockedSong)
      .where(blockedRow({ ownerId, songId: found.id, zoneId: place?.zoneId ?? null }))
      .returning({ id: blockedSong.id });
    if (deleted.length === 0) return false;
    await recordBlockEvent(tx, { ownerId, action: "unblock", song: found, place, by: request.by });
    return true;
  });
  if (removed) await deps.events.publish({ topic: userTopic(ownerId) });
  return { blocked: false, removed };
}
