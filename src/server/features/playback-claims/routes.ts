import { Hono } from "hono";
import { playingTopic, userTopic } from "~/shared/events/topics";
import {
  claimHeartbeatSchema,
  claimQuerySchema,
  claimRequestSchema,
} from "~/shared/playback-claims/schema";
import { worksIn } from "~/shared/accounts/team";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { forZoneAndEstablishment } from "../../http/zone-or-establishment";
import { rememberDevice } from "../../auth/remember-device";
import { beatPlaybackClaim } from "./beat-playback-claim";
import { claimPlayback } from "./claim-playback";
import { readNowPlaying } from "./read-now-playing";
import type { ZoneTarget } from "../../domain/zones/zone-of-account";
import { readPlaybackClaim } from "./read-playback-claim";

/**
 * One player per zone (decisions 018, 023): /api/zones/:id/claim says which device plays
 * it, takes it (asking first when another device plays it) and keeps it with heartbeats.
 * A device is its id in the signed-in session that asks (decision 034): the same id sent
 * from another session is another device. For the owner and the team. A take-over is published on the owner's topic, so the device that
 * lost it hears at once; its next heartbeat tells it too. A zone that starts sounding is
 * published on the owner's playing topic (the dashboard homes).
 *
 * The same routes under /api/establishments/:id answer for the establishment's Principal
 * zone: a player opened before zones keeps playing, and is still one player per zone.
 */
export function playbackClaimRoutes(deps: AppDeps) {
  return forZoneAndEstablishment((targetOf) => claimRoutes(deps, targetOf));
}

function claimRoutes(deps: AppDeps, targetOf: (id: string) => ZoneTarget) {
  const { db } = deps.database;
  return new Hono<AuthEnv>()
    .get(
      "/:id/claim",
      requireUser(deps.sessions),
      validate("param", idParam),
      validate("query", claimQuerySchema),
      async (c) =>
        c.json(
          await readPlaybackClaim({
            db,
            userId: c.var.account.ownerId,
            target: targetOf(c.req.valid("param").id),
            claimant: { deviceId: c.req.valid("query").deviceId, sessionId: c.var.sessionId },
            read: c.var.zoneRead,
          }),
        ),
    )
    .post(
      "/:id/claim",
      requireUser(deps.sessions),
      validate("param", idParam),
      validate("json", claimRequestSchema),
      async (c) => {
        const userId = c.var.account.ownerId;
        const { deviceId, takeOver } = c.req.valid("json");
        const claimed = await claimPlayback({
          db,
          userId,
          target: targetOf(c.req.valid("param").id),
          claimant: { deviceId, sessionId: c.var.sessionId },
          takeOver,
        });
        if (claimed.tookOver) await deps.events.publish({ topic: userTopic(userId) });
        if (claimed.revived) await deps.events.publish({ topic: playingTopic(userId) });
        // The device that plays the zone: the history will name it.
        await rememberDevice(db, { userId, deviceId, userAgent: c.req.header("user-agent") });
        return c.json(claimed.state);
      },
    )
    .post(
      "/:id/claim/heartbeat",
      requireUser(deps.sessions),
      validate("param", idParam),
      validate("json", claimHeartbeatSchema),
      async (c) => {
        const userId = c.var.account.ownerId;
        const beat = await beatPlaybackClaim({
          db,
          userId,
          target: targetOf(c.req.valid("param").id),
          claimant: { deviceId: c.req.valid("json").deviceId, sessionId: c.var.sessionId },
          read: c.var.zoneRead,
        });
        if (beat.revived) await deps.events.publish({ topic: playingTopic(userId) });
        return c.json(beat.state);
      },
    );
}

/**
 * /api/now-playing: what the signed-in user's player plays and where, whichever of their
 * devices plays it (the dashboard home; refetched on their playing topic).
 */
export function nowPlayingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>().get("/", requireUser(deps.sessions), async (c) => {
    const playing = await readNowPlaying({ db, userId: c.var.account.ownerId });
    const establishments = playing.establishments.filter((establishment) =>
      worksIn(c.var.account, establishment.id),
    );
    return c.json({ ...playing, establishments });
  });
}
