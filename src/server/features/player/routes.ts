import { Hono } from "hono";
import { musicStateSchema } from "~/shared/schemas/music-state";
import { requireAccess, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/app-error";
import { limitBody } from "../../http/body-limit";
import { idParam, parseWith, validate } from "../../http/validate";
import { getMusicState } from "./get-music-state";
import { saveMusicState } from "./save-music-state";
import { streamSong } from "./stream-song";

/**
 * Listening: may I play (/api/access, asked before every song), the audio itself
 * (/api/songs/:id/audio, for subscribers only) and where the player was
 * (/api/music-state, also as a beacon when the page is left).
 */
export function playerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);

  const access = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", async (c) => c.json(await deps.access.of(c.var.user)));

  const audio = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/:id/audio", validate("param", idParam), requireAccess(deps.access), async (c) =>
      streamSong(
        { db, storage: deps.storage },
        { songId: c.req.valid("param").id, range: c.req.header("range") },
      ),
    );

  const musicState = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", async (c) => c.json(await getMusicState({ db, userId: c.var.user.id })))
    .put("/", validate("json", musicStateSchema), async (c) =>
      c.json(await saveMusicState({ db, userId: c.var.user.id, state: c.req.valid("json") })),
    )
    .post(
      "/beacon",
      // navigator.sendBeacon sends the JSON as text/plain (a "simple" request), so the
      // body is read and parsed here rather than by the JSON validator.
      limitBody(4 * 1024, "The music state is too large"),
      async (c) => {
        let body: unknown;
        try {
          body = JSON.parse(await c.req.text());
        } catch {
          throw new AppError("BAD_REQUEST", "The music state must be JSON");
        }
        const state = parseWith(musicStateSchema, body);
        await saveMusicState({ db, userId: c.var.user.id, state });
        return c.body(null, 204);
      },
    );

  return { access, audio, musicState };
}
