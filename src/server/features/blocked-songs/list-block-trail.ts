import { and, count, desc, eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import {
  BLOCKED_SONGS_PAGE_SIZE,
  type BlockedSongEvent,
  type BlockedSongsPage,
} from "~/shared/blocked-songs/schema";
import { blockedSongEvent } from "../../domain/catalog/tables";
import type { Database } from "../../domain/database";
import { placeOf, visiblePlaces } from "./visible-places";

/**
 * "Historial": every block and allow of the account the person sees, the latest first, a
 * page at a time, as each read when it happened (decision 045). The index on
 * (user_id, at desc, id desc) reads a page in order.
 */
export async function listBlockTrail(options: {
  db: Database;
  account: TeamAccount;
  page: number;
}): Promise<BlockedSongsPage<BlockedSongEvent>> {
  const { db, page } = options;
  const pageSize = BLOCKED_SONGS_PAGE_SIZE;
  const visible = await visiblePlaces(db, options.account);
  const where = and(
    eq(blockedSongEvent.userId, options.account.ownerId),
    visible(blockedSongEvent.zoneId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(blockedSongEvent)
      .where(where)
      .orderBy(desc(blockedSongEvent.at), desc(blockedSongEvent.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blockedSongEvent).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      songTitle: row.songTitle,
      songArtist: row.songArtist,
      byName: row.byName,
      place: placeOf(row),
      at: row.at.toISOString(),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
  };
}
