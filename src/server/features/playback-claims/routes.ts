import { Hono } from "hono";
import { userTopic } from "~/shared/events/topics";
import {
  claimHeartbeatSchema,
  claimQuerySchema,
  claimRequestSchema,
} from "~/shared/schemas/playback-claims";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { rememberDevice } from "../../auth/remember-device";
import { beatPlaybackClaim } from "./beat-playback-claim";
import { claimPlayback } from "./claim-playback";
import { readPlaybackClaim } from "./read-playback-claim";

/**
 * One player per establishment (decision 018): /api/establishments/:id/claim says which
 * device plays it, takes it (asking first when another device plays it) and keeps it with
 * heartbeats. Only for the owner. A take-over is published on the owner's topic, so the
 * device that lost it hears at once; its next heartbeat tells it too.
 */
export function playbackClaimRoutes(deps: AppDeps) {
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
            userId: c.var.user.id,
            establishmentId: c.req.valid("param").id,
            deviceId: c.req.valid("query").deviceId,
          }),
        ),
    )
    .post(
      "/:id/claim",
      requireUser(deps.sessions),
      validate("param", idParam),
      validate("json", claimRequestSchema),
      async (c) => {
        const userId = c.var.user.id;
        const { deviceId, takeOver } = c.req.valid("json");
        const claimed = await claimPlayback({
          db,
          userId,
          establishmentId: c.req.valid("param").id,
          deviceId,
          takeOver,
        });
        if (claimed.tookOver) await deps.events.publish({ topic: userTopic(userId) });
        // The device that plays the establishment: the history will name it.
        await rememberDevice(db, { userId, deviceId, userAgent: c.req.header("user-agent") });
        return c.json(claimed.state);
      },
    )
    .post(
      "/:id/claim/heartbeat",
      requireUser(deps.sessions),
      validate("param", idParam),
      validate("json", claimHeartbeatSchema),
      async (c) =>
        c.json(
          await beatPlaybackClaim({
            db,
            userId: c.var.user.id,
            establishmentId: c.req.valid("param").id,
            deviceId: c.req.valid("json").deviceId,
          }),
        ),
    );
}
