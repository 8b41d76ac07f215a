import { can } from "~/shared/accounts/roles";
import { Hono } from "hono";
import { playingTopic } from "~/shared/events/topics";
import { musicStateSchema, type MusicStateFields } from "~/shared/player/music-state";
import { accessQuerySchema, audioLinkQuerySchema } from "~/shared/player/schema";
import { accessHolder, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { limitBody } from "../../http/body-limit";
import { incomingHeader } from "../../infra/incoming-header";
import { sendFileRange } from "../../http/send-file-range";
import { idParam, parseWith, validate } from "../../http/validate";
import { audioLinks } from "./audio-link";
import { getMusicState } from "./get-music-state";
import { offlineLeases } from "../../auth/offline-lease";
import { deviceMemory } from "../../auth/remember-device";
import { saveMusicState } from "./save-music-state";
import { songFiles } from "./song-files";
import { streamSong } from "./stream-song";

/**
 * Listening: may I play (/api/access, asked before every song, which answers with a
 * signed link to the song's audio when it may), the audio itself (/api/songs/:id/audio,
 * through such a link only) and where the player was (/api/music-state, also as a beacon
 * when the page is left).
 */
export function playerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);
  const links = audioLinks(deps.env.AUTH_SECRET as string);
  const leases = offlineLeases(deps.env.AUTH_SECRET as string, deps.env.OFFLINE_LEASE_HOURS);
  const findSongFile = songFiles({ db, events: deps.events });
  const rememberDevice = deviceMemory(db);

  const access = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", validate("query", accessQuerySchema), async (c) => {
      const { user, account } = c.var;
      const { songId, deviceId } = c.req.valid("query");
      const access = await deps.access.of(accessHolder(user, account));
      const audio = access.active && songId ? links.sign({ songId, userId: user.id }) : null;
      // A device given a lease may play into the log: the history will name it.
      if (access.active && deviceId)
        await rememberDevice({
          userId: account.ownerId,
          deviceId,
          userAgent: c.req.header("user-agent"),
        });
      // With access, the player may keep music on the device and play it offline a while.
      const offline = access.active
        ? {
            reserveHours: deps.env.OFFLINE_HOURS,
            lease: deviceId ? leases.grant(user.id, deviceId) : null,
          }
        : null;
      // The player dates its plays by the server's clock, not by the device's.
      return c.json({ ...access, audio, offline, serverTime: new Date().toISOString() });
    });

  // The link is the proof of access (checked by /api/access when it was made, minutes ago
  // at most): a Range request costs no query, and the next song asks again.
  const audio = new Hono<AuthEnv>()
    .use(signedIn)
    .get(
      "/:id/audio",
      validate("param", idParam),
      validate("query", audioLinkQuerySchema),
      async (c) => {
        const songId = c.req.valid("param").id;
        const link = links.check({ songId, userId: c.var.user.id, ...c.req.valid("query") });
        if (link !== "valid")
          throw new AppError(
            "FORBIDDEN",
            link === "expired" ? "This audio link has expired" : "This audio link is not valid",
          );
        const file = await findSongFile(songId);
        // A withdrawn song is gone for a player at once; the admin still hears a draft.
        if (!file || (!file.published && !can(c.var.user.role, "catalog:manage")))
          throw new AppError("NOT_FOUND", "No such song");
        const answer = await streamSong(
          { storage: deps.storage },
          { file, range: incomingHeader(c, "range") },
        );
        if (!answer.bytes) return new Response(null, answer);
        return sendFileRange(c, {
          ...answer,
          ...answer.bytes,
          closeConnection: deps.draining.aborted,
        });
      },
    );

  // A new song is told to the account's other devices (their dashboard home shows it).
  const save = async (userId: string, state: MusicStateFields) => {
    const { saved, songChanged } = await saveMusicState({ db, userId, state });
    if (songChanged) await deps.events.publish({ topic: playingTopic(userId) });
    return saved;
  };

  const musicState = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", async (c) => c.json(await getMusicState({ db, userId: c.var.user.id })))
    .put("/", validate("json", musicStateSchema), async (c) =>
      c.json(await save(c.var.user.id, c.req.valid("json"))),
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
        await save(c.var.user.id, state);
        return c.body(null, 204);
      },
    );

  return { access, audio, musicState };
}
