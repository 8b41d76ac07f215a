import { randomUUID } from "node:crypto";
import { userTopic } from "~/shared/events/topics";
import { blockedSong } from "../../domain/catalog/tables";
import { blockPlace } from "./block-place";
import type { BlockedSongsDeps, BlockRequest } from "./deps";
import { recordBlockEvent, songForTrail } from "./record-block-event";

/**
 * "No reproducir": the song is left out of the account's players from now on, in every
 * zone or in one (decision 045), and the trail says who did it. Blocking a song twice in
 * the same place is no error (PUT is idempotent) and adds nothing to the trail. The song
 * is read and held first, so a song deleted meanwhile is "not found", never a
 * foreign-key failure.
 */
export async function blockSong(
  deps: BlockedSongsDeps,
  request: BlockRequest,
): Promise<{ blocked: true; added: boolean }> {
  const ownerId = request.account.ownerId;
  const place = await blockPlace(deps.db, request);
  const added = await deps.db.transaction(async (tx) => {
    const found = await songForTrail(tx, request.songId);
    const inserted = await tx
      .insert(blockedSong)
      .values({
        id: randomUUID(),
        userId: ownerId,
        songId: found.id,
        zoneId: place?.zoneId ?? null,
        blockedBy: request.by.id,
        blockedByName: request.by.name,
      })
      .onConflictDoNothing()
      .returning({ id: blockedSong.id });
    if (inserted.length === 0) return false;
    await recordBlockEvent(tx, { ownerId, action: "block", song: found, place, by: request.by });
    return true;
  });
  if (added) await deps.events.publish({ topic: userTopic(ownerId) });
  return { blocked: true, added };
}
