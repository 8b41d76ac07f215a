import { Hono } from "hono";
import { z } from "zod";
import { createPlaylistSchema, playlistSongSchema } from "~/shared/schemas/catalog";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { addPlaylistSong } from "./add-playlist-song";
import { createPlaylist } from "./create-playlist";
import { deletePlaylist } from "./delete-playlist";
import type { PlaylistsDeps } from "./deps";
import { listPlaylists } from "./list-playlists";
import { removePlaylistSong } from "./remove-playlist-song";

const idParam = z.object({ id: z.string().min(1).max(100) });
const playlistSongParam = z.object({
  id: z.string().min(1).max(100),
  songId: z.string().min(1).max(100),
});

/** The signed-in user's own (private) playlists: /api/playlists. */
export function playlistsRoutes(deps: AppDeps) {
  const playlists: PlaylistsDeps = { db: deps.database.db, events: deps.events };
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get("/", async (c) =>
      c.json(await listPlaylists({ db: playlists.db, ownerId: c.var.user.id })),
    )
    .post("/", validate("json", createPlaylistSchema), async (c) =>
      c.json(
        await createPlaylist(playlists, {
          ownerId: c.var.user.id,
          name: c.req.valid("json").name,
        }),
        201,
      ),
    )
    .delete("/:id", validate("param", idParam), async (c) => {
      await deletePlaylist(playlists, {
        ownerId: c.var.user.id,
        playlistId: c.req.valid("param").id,
      });
      return c.json({ ok: true });
    })
    .post(
      "/:id/songs",
      validate("param", idParam),
      validate("json", playlistSongSchema),
      async (c) =>
        c.json(
          await addPlaylistSong(playlists, {
            ownerId: c.var.user.id,
            playlistId: c.req.valid("param").id,
            songId: c.req.valid("json").songId,
          }),
        ),
    )
    .delete("/:id/songs/:songId", validate("param", playlistSongParam), async (c) => {
      const { id, songId } = c.req.valid("param");
      await removePlaylistSong(playlists, { ownerId: c.var.user.id, playlistId: id, songId });
      return c.json({ ok: true });
    });
}
