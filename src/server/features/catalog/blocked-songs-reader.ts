import { eq } from "drizzle-orm";
import { UserScopedCache } from "../../auth/user-scoped-cache";
import type { Database } from "../../domain/database";
import { blockedSong } from "../../domain/catalog/tables";
import type { EventBus } from "../../infra/realtime/event-bus";

/** How long an instance keeps a listener's blocked songs without hearing of a change. */
const BLOCKED_TTL_MS = 10 * 60_000;
const MAX_USERS = 20_000;

/** The songs a listener blocked, by id (most listeners block none). */
export type BlockedSongsOf = (userId: string) => Promise<readonly string[]>;

/**
 * Each listener's blocked songs, remembered by this instance until their topic is heard
 * (blocking and allowing publish it, on any instance). Most listeners block nothing, and
 * then their lists are read with no filter and no second count at all: the player's
 * busiest request stays one query (bench/api-throughput.ts).
 */
export function blockedSongsReader(options: { db: Database; events: EventBus }): BlockedSongsOf {
  const { db } = options;
  const cache = new UserScopedCache<string[]>({ ttlMs: BLOCKED_TTL_MS, maxEntries: MAX_USERS });
  cache.follow(options.events);
  return async (userId) =>
    (await cache.get(userId, async () => ({
      userId,
      value: (
        await db
          .select({ songId: blockedSong.songId })
          .from(blockedSong)
          .where(eq(blockedSong.userId, userId))
      ).map((row) => row.songId),
    }))) ?? [];
}
