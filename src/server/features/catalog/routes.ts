import { Hono } from "hono";
import { can, type Role } from "~/shared/accounts/roles";
import {
  createGenreSchema,
  genreListQuerySchema,
  playerZoneQuerySchema,
  songListQuerySchema,
  songMeasurementFieldSchema,
  songUploadFieldsSchema,
} from "~/shared/catalog/schema";
import { requirePermission, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { limitBody } from "../../http/body-limit";
import { idParam, validate } from "../../http/validate";
import { blockedSongsReader } from "./blocked-songs-reader";
import { catalogCounts, untilCatalogChanges } from "./catalog-counts";
import { createGenre } from "./create-genre";
import { deleteGenre } from "./delete-genre";
import { deleteSong } from "./delete-song";
import { catalogDeps } from "./deps";
import { getSong } from "./get-song";
import { listGenres, type SongsPerGenre } from "./list-genres";
import { listRecentSongs } from "./list-recent-songs";
import { listRecentlyPlayedSongs } from "./list-recently-played-songs";
import { listSongs } from "./list-songs";
import { uploadSong } from "./upload-song";

/**
 * `view=manage` is the admin's: every song counted and listed, blocked or not (and, for
 * songs, how many accounts block each). The player's `listen` is anyone's.
 */
function assertMayView(role: Role | null | undefined, view: "listen" | "manage"): void {
  if (view === "manage" && !can(role, "catalog:manage"))
    throw new AppError("FORBIDDEN", "You do not have permission to do this");
}

/** Genres and songs: /api/genres and /api/songs (their audio is the player's). */
export function catalogRoutes(deps: AppDeps) {
  const catalog = catalogDeps(deps);
  const { playback } = catalog;
  const signedIn = requireUser(deps.sessions);
  const admin = requirePermission("catalog:manage");
  const countOf = catalogCounts(deps.events);
  const songsPerGenre = untilCatalogChanges<SongsPerGenre>(deps.events);
  const blockedOf = blockedSongsReader({ db: catalog.db, events: deps.events });
  const maxUploadBytes = deps.env.MAX_UPLOAD_MB * 1024 * 1024;

  const genres = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", validate("query", genreListQuerySchema), async (c) => {
      const { view, zoneId } = c.req.valid("query");
      assertMayView(c.var.user.role, view);
      // A team's member plays the owner's music: the owner's blocks count, and the zone's.
      const blocked =
        view === "listen" ? await blockedOf({ ownerId: c.var.account.ownerId, zoneId }) : [];
      return c.json(await listGenres({ db: catalog.db, blocked, songsPerGenre, view }));
    })
    .post("/", admin, validate("json", createGenreSchema), async (c) =>
      c.json(await createGenre(catalog, c.req.valid("json")), 201),
    )
    .delete("/:id", admin, validate("param", idParam), async (c) =>
      c.json(await deleteGenre(catalog, { genreId: c.req.valid("param").id })),
    );

  const songs = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", validate("query", songListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      assertMayView(c.var.user.role, query.view);
      return c.json(
        await listSongs({
          db: catalog.db,
          viewerId: c.var.user.id,
          accountId: c.var.account.ownerId,
          query,
          countOf,
          blockedOf,
          playback,
        }),
      );
    })
    .get("/limits", (c) => c.json({ maxUploadBytes }))
    // Before "/:id", which would take "recent" for an id.
    .get("/recent", validate("query", playerZoneQuerySchema), async (c) =>
      c.json(
        await listRecentSongs({
          db: catalog.db,
          viewerId: c.var.account.ownerId,
          zoneId: c.req.valid("query").zoneId,
          playback,
        }),
      ),
    )
    .get("/recently-played", validate("query", playerZoneQuerySchema), async (c) =>
      c.json(
        await listRecentlyPlayedSongs({
          db: catalog.db,
          viewerId: c.var.account.ownerId,
          zoneId: c.req.valid("query").zoneId,
          playback,
        }),
      ),
    )
    .post(
      "/",
      admin,
      // Multipart overhead on top of the file itself.
      limitBody(maxUploadBytes + 64 * 1024, `Uploads are limited to ${deps.env.MAX_UPLOAD_MB} MB`),
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw new AppError("BAD_REQUEST", "Send the song as multipart/form-data");
        });
        const fields = songUploadFieldsSchema.safeParse(body);
        const file = body.file;
        if (!fields.success || !(file instanceof File)) {
          throw new AppError("BAD_REQUEST", "genreId, title, artist and file are required", {
            issues: fields.success
              ? [{ path: "file", message: "required" }]
              : fields.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
          });
        }
        const measurement =
          body.measurement === undefined
            ? null
            : songMeasurementFieldSchema.safeParse(body.measurement);
        if (measurement && !measurement.success) {
          throw new AppError("BAD_REQUEST", "The measurement sent with the file is not valid", {
            issues: measurement.error.issues.map((i) => ({
              path: ["measurement", ...i.path].join("."),
              message: i.message,
            })),
          });
        }
        return c.json(
          await uploadSong(catalog, {
            ...fields.data,
            file,
            browserMeasurement: measurement?.data ?? null,
          }),
          201,
        );
      },
    )
    .get("/:id", validate("param", idParam), validate("query", playerZoneQuerySchema), async (c) =>
      c.json(
        await getSong({
          db: catalog.db,
          songId: c.req.valid("param").id,
          viewerId: c.var.account.ownerId,
          zoneId: c.req.valid("query").zoneId,
          playback,
        }),
      ),
    )
    .delete("/:id", admin, validate("param", idParam), async (c) => {
      await deleteSong(catalog, { songId: c.req.valid("param").id });
      return c.json({ ok: true });
    });

  return { genres, songs };
}
