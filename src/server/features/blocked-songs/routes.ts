import { Hono } from "hono";
import {
  blockedSongParamSchema,
  blockedSongPlaceSchema,
  blockedSongsQuerySchema,
} from "~/shared/blocked-songs/schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { blockSong } from "./block-song";
import type { BlockedSongsDeps } from "./deps";
import { listBlockTrail } from "./list-block-trail";
import { listBlockedSongs } from "./list-blocked-songs";
import { unblockSong } from "./unblock-song";

/**
 * /api/blocked-songs: the songs an account never wants played in its business, in every
 * zone or in one, and their trail (decisions 015, 045). Any signed-in (verified) listener
 * of the dashboard may keep the list, with or without access right now — like their own
 * playlists, it is waiting for them when they play. Who may block where: block-place.ts.
 */
export function blockedSongsRoutes(deps: AppDeps) {
  const blocked: BlockedSongsDeps = { db: deps.database.db, events: deps.events };
  return new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", validate("query", blockedSongsQuerySchema), async (c) =>
      c.json(
        await listBlockedSongs({
          db: blocked.db,
          account: c.var.account,
          page: c.req.valid("query").page,
        }),
      ),
    )
    .get("/trail", validate("query", blockedSongsQuerySchema), async (c) =>
      c.json(
        await listBlockTrail({
          db: blocked.db,
          account: c.var.account,
          page: c.req.valid("query").page,
        }),
      ),
    )
    .put(
      "/:songId",
      validate("param", blockedSongParamSchema),
      validate("query", blockedSongPlaceSchema),
      async (c) =>
        c.json(
          await blockSong(blocked, {
            account: c.var.account,
            by: c.var.user,
            songId: c.req.valid("param").songId,
            zoneId: c.req.valid("query").zoneId,
          }),
        ),
    )
    .delete(
      "/:songId",
      validate("param", blockedSongParamSchema),
      validate("query", blockedSongPlaceSchema),
      async (c) =>
        c.json(
          await unblockSong(blocked, {
            account: c.var.account,
            by: c.var.user,
            songId: c.req.valid("param").songId,
            zoneId: c.req.valid("query").zoneId,
          }),
        ),
    );
}
