import { and, eq, inArray, isNull } from "drizzle-orm";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import type { SongRightsDeps } from "./deps";
import { missingWords } from "./missing-words";
import { getSongRights } from "./song-rights";

/**
 * Makes a song playable: only with its rights complete and its licence covering Spain
 * today and tomorrow (decision 039). Every player's lists follow at once ("catalog").
 */
export async function publishSong(
  deps: Pick<SongRightsDeps, "db" | "events">,
  options: { songId: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: song.id }).from(song).where(eq(song.id, options.songId)).for("update");
    const { status } = await getSongRights({ db: tx }, options.songId, now);
    if (status.missing.length)
      throw new AppError(
        "CONFLICT",
        songRightsCopy.errors.notPublishable(missingWords(status.missing)),
        {
          issues: status.missing.map((item) => ({
            path: item,
            message: songRightsCopy.missing[item],
          })),
        },
      );
    await markPublished(tx, [options.songId], now);
  });
  await deps.events.publish({ topic: "catalog" });
}

/**
 * Publishes songs whose rights the caller has checked, in its transaction; one already
 * published keeps the day it was. Answers the ids published now.
 */
export async function markPublished(
  tx: Database,
  songIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (!songIds.length) return [];
  const rows = await tx
    .update(song)
    .set({ publishedAt: now, withdrawnReason: null })
    .where(and(inArray(song.id, [...songIds]), isNull(song.publishedAt)))
    .returning({ id: song.id });
  return rows.map((row) => row.id);
}

/** Takes a song out of every list, programme, reserve and stream; its rights stay. */
export async function withdrawSong(
  deps: Pick<SongRightsDeps, "db" | "events">,
  options: { songId: string },
): Promise<void> {
  const [row] = await deps.db
    .update(song)
    .set({ publishedAt: null, withdrawnReason: "by_admin" })
    .where(eq(song.id, options.songId))
    .returning({ id: song.id });
  if (!row) throw new AppError("NOT_FOUND", "No such song");
  await deps.events.publish({ topic: "catalog" });
}
