import { Hono, type MiddlewareHandler } from "hono";
import { createPlaylistSchema, playlistSongSchema } from "~/shared/catalog/schema";
import { requirePermission, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { rowIdSchema } from "~/shared/validation/ids";
import { idParam, validate } from "../../http/validate";
import { addPlaylistSong } from "./add-playlist-song";
import { createPlaylist } from "./create-playlist";
import { deletePlaylist } from "./delete-playlist";
import type { PlaylistsDeps } from "./deps";
import { listPlaylists } from "./list-playlists";
import { ownScope, publicScope, type PlaylistScope } from "./playlist-scope";
import { removePlaylistSong } from "./remove-playlist-song";

const playlistSongParam = idParam.extend({ songId: rowIdSchema });

/**
 * The same five routes for both kinds of list; `scopeOf` says whose lists a request
 * is about and `mayChange` who may change them.
 */
function playlistRouter(
  deps: PlaylistsDeps,
  scopeOf: (userId: string) => PlaylistScope,
  mayChange: MiddlewareHandler<AuthEnv>,
) {
  return new Hono<AuthEnv>()
    .get("/", async (c) => {
      // A team's employee makes no lists: theirs to play are the company's, the owner's.
      const { user, account } = c.var;
      const whose = account.teamRole === "employee" ? account.ownerId : user.id;
      return c.json(await listPlaylists({ db: deps.db, scope: scopeOf(whose) }));
    })
    .post("/", mayChange, validate("json", createPlaylistSchema), async (c) =>
      c.json(
        await createPlaylist(deps, {
          scope: scopeOf(c.var.user.id),
          name: c.req.valid("json").name,
          createdBy: c.var.user.id,
        }),
        201,
      ),
    )
    .delete("/:id", mayChange, validate("param", idParam), async (c) => {
      await deletePlaylist(deps, {
        scope: scopeOf(c.var.user.id),
        playlistId: c.req.valid("param").id,
      });
      return c.json({ ok: true });
    })
    .post(
      "/:id/songs",
      mayChange,
      validate("param", idParam),
      validate("json", playlistSongSchema),
      async (c) =>
        c.json(
          await addPlaylistSong(deps, {
            scope: scopeOf(c.var.user.id),
            playlistId: c.req.valid("param").id,
            songId: c.req.valid("json").songId,
          }),
        ),
    )
    .delete("/:id/songs/:songId", mayChange, validate("param", playlistSongParam), async (c) => {
      const { id, songId } = c.req.valid("param");
      await removePlaylistSong(deps, { scope: scopeOf(c.var.user.id), playlistId: id, songId });
      return c.json({ ok: true });
    });
}

/**
 * Playlists: /api/public-playlists (everyone signed in reads them, admins change them)
 * and /api/playlists (each user's own, private lists).
 */
export function playlistsRoutes(deps: AppDeps) {
  const playlists: PlaylistsDeps = { db: deps.database.db, events: deps.events };
  const signedIn = requireUser(deps.sessions);
  const anyone: MiddlewareHandler<AuthEnv> = (_c, next) => next();
  return {
    publicPlaylists: new Hono<AuthEnv>().use(signedIn).route(
      "/",
      playlistRouter(playlists, () => publicScope, requirePermission("playlists:manage-public")),
    ),
    ownPlaylists: new Hono<AuthEnv>()
      .use(signedIn)
      .route("/", playlistRouter(playlists, ownScope, anyone)),
  };
}
