import { Hono } from "hono";
import { blockedSongParamSchema, blockedSongsQuerySchema } from "~/shared/blocked-songs/schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { blockSong } from "./block-song";
import type { BlockedSongsDeps } from "./deps";
import { listBlockedSongs } from "./list-blocked-songs";
import { unblockSong } from "./unblock-song";

/**
 * /api/blocked-songs: the songs an account never wants played in its business. Any
 * signed-in (verified) listener of the dashboard may keep the list, with or without
 * access right now — like their own playlists, it is waiting for them when they play.
 */
export function blockedSongsRoutes(deps: AppDeps) {
  const blocked: BlockedSongsDeps = { db: deps.database.db, events: deps.events };
  return new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", validate("query", blockedSongsQuerySchema), async (c) =>
      c.json(
        await listBlockedSongs({
          db: blocked.db,
          userId: c.var.account.ownerId,
          page: c.req.valid("query").page,
        }),
      ),
    )
    .put("/:songId", validate("param", blockedSongParamSchema), async (c) =>
      c.json(
        await blockSong(blocked, {
          userId: c.var.account.ownerId,
          songId: c.req.valid("param").songId,
        }),
      ),
    )
    .delete("/:songId", validate("param", blockedSongParamSchema), async (c) =>
      c.json(
        await unblockSong(blocked, {
          userId: c.var.account.ownerId,
          songId: c.req.valid("param").songId,
        }),
      ),
    );
}
