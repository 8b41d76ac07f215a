import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { musicStateSchema } from "~/shared/schemas/music-state";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../http/app-error";
import { parseWith, validate } from "../../http/validate";
import { getMusicState } from "./get-music-state";
import { saveMusicState } from "./save-music-state";

/** The player's volume, song and position, kept per user: /api/music-state. */
export function musicStateRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get("/", async (c) => c.json(await getMusicState({ db, userId: c.var.user.id })))
    .put("/", validate("json", musicStateSchema), async (c) =>
      c.json(await saveMusicState({ db, userId: c.var.user.id, state: c.req.valid("json") })),
    )
    .post(
      "/beacon",
      // navigator.sendBeacon sends the JSON as text/plain (a "simple" request), so the
      // body is read and parsed here rather than by the JSON validator.
      bodyLimit({
        maxSize: 4 * 1024,
        onError: () => {
          throw new AppError("PAYLOAD_TOO_LARGE", "The music state is too large");
        },
      }),
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
}
