import { UserScopedCache } from "../../auth/user-scoped-cache";
import type { Database } from "../../domain/database";
import { blockedSong } from "../../domain/catalog/tables";
import { blocksApplying, type BlocksOf } from "./blocked-songs-filter";
import type { EventBus } from "../../infra/realtime/event-bus";

/** How long an instance keeps a listener's blocked songs without hearing of a change. */
const BLOCKED_TTL_MS = 10 * 60_000;
const MAX_USERS = 20_000;

/** The songs an account blocked where a player plays, by id (most accounts block none). */
export type BlockedSongsOf = (blocks: BlocksOf) => Promise<readonly string[]>;

/**
 * Each account's blocked songs, per zone (decision 045), remembered by this instance until
 * the owner's topic is heard (blocking and allowing publish it, on any instance): one
 * entry per owner and zone, all dropped together. Most listeners block nothing, and
 * then their lists are read with no filter and no second count at all: the player's
 * busiest request stays one query (bench/api-throughput.ts).
 */
export function blockedSongsReader(options: { db: Database; events: EventBus }): BlockedSongsOf {
  const { db } = options;
  const cache = new UserScopedCache<string[]>({ ttlMs: BLOCKED_TTL_MS, maxEntries: MAX_USERS });
  cache.follow(options.events);
  return async (blocks) =>
    (await cache.get(`${blocks.ownerId} ${blocks.zoneId ?? ""}`, async () => ({
      userId: blocks.ownerId,
      // A song blocked both in every zone and in this one is one song to leave out.
      value: [
        ...new Set(
          (
            await db
              .select({ songId: blockedSong.songId })
              .from(blockedSong)
              .where(blocksApplying(blocks))
          ).map((row) => row.songId),
        ),
      ],
    }))) ?? [];
}
