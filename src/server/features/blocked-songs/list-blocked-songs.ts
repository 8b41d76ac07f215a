import { and, count, desc, eq } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import {
  BLOCKED_SONGS_PAGE_SIZE,
  type BlockedSongsPage,
  type BlockedSongSummary,
} from "~/shared/blocked-songs/schema";
import { blockedSong, genre, song } from "../../domain/catalog/tables";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { placeOf, visiblePlaces } from "./visible-places";

/**
 * "Canciones bloqueadas": the account's blocks the person sees, the latest first, a page
 * at a time, each with who blocked it and where (the zone's name as it is now).
 */
export async function listBlockedSongs(options: {
  db: Database;
  account: TeamAccount;
  page: number;
}): Promise<BlockedSongsPage<BlockedSongSummary>> {
  const { db, page } = options;
  const pageSize = BLOCKED_SONGS_PAGE_SIZE;
  const visible = await visiblePlaces(db, options.account);
  // The unique indexes begin with user_id: they find the account's rows; a list is short.
  const where = and(eq(blockedSong.userId, options.account.ownerId), visible(blockedSong.zoneId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: song.id,
        title: song.title,
        artist: song.artist,
        genreName: genre.name,
        blockedAt: blockedSong.createdAt,
        blockedByName: blockedSong.blockedByName,
        zoneId: blockedSong.zoneId,
        zoneName: zone.name,
        establishmentName: establishment.tradingName,
      })
      .from(blockedSong)
      .innerJoin(song, eq(song.id, blockedSong.songId))
      .innerJoin(genre, eq(genre.id, song.genreId))
      .leftJoin(zone, eq(zone.id, blockedSong.zoneId))
      .leftJoin(establishment, eq(establishment.id, zone.establishmentId))
      .where(where)
      .orderBy(desc(blockedSong.createdAt), desc(blockedSong.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(blockedSong).where(where),
  ]);
  return {
    items: rows.map(({ zoneId, zoneName, establishmentName, ...row }) => ({
      ...row,
      blockedAt: row.blockedAt.toISOString(),
      place: placeOf({ zoneId, zoneName, establishmentName }),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
  };
}
