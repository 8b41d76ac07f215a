import { and, eq, isNull } from "drizzle-orm";
import { blockedSong } from "../../domain/catalog/tables";

/** The row that blocks the song for the account in one place (null: every zone), if any. */
export const blockedRow = (options: { ownerId: string; songId: string; zoneId: string | null }) =>
  and(
    eq(blockedSong.userId, options.ownerId),
    eq(blockedSong.songId, options.songId),
    options.zoneId === null ? isNull(blockedSong.zoneId) : eq(blockedSong.zoneId, options.zoneId),
  );
