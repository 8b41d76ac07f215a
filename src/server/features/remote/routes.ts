import { Hono } from "hono";
import { zoneTopic } from "~/shared/events/topics";
import { remoteCommandSchema, zoneParamSchema, zoneStateInputSchema } from "~/shared/remote/schema";
import { teamCan, worksInZone } from "~/shared/accounts/team";
import { accessHolder, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { refreshZoneWatch } from "../../domain/network/refresh-zone-watch";
import { validate } from "../../http/validate";
import type { RemoteEffects } from "./effects";
import { readLiveZones } from "./read-live-zones";
import { saveZoneState } from "./save-zone-state";
import { sendRemoteCommand } from "./send-remote-command";

/**
 * /api/zones: the remote ("Mando", decision 024). The remote lists every zone with its
 * latest state and sends commands; the zone's player sends its state back. Commands and
 * states travel on the zone's live topic with their data (/api/events, event "zone").
 * Only for the zones' owner, checked at every request; another user's zone is "not found".
 */
export function remoteRoutes(deps: AppDeps, effects: RemoteEffects) {
  const { db } = deps.database;
  // Guarded route by route: other features' routes are mounted under /zones too.
  const signedIn = requireUser(deps.sessions);
  return new Hono<AuthEnv>()
    .get("/live", signedIn, async (c) =>
      c.json({
        zones: (await readLiveZones({ db, userId: c.var.account.ownerId })).filter((zone) =>
          worksInZone(c.var.account, { id: zone.zoneId, establishmentId: zone.establishmentId }),
        ),
      }),
    )
    .post(
      "/:zoneId/commands",
      signedIn,
      validate("param", zoneParamSchema),
      validate("json", remoteCommandSchema),
      async (c) =>
        c.json(
          await sendRemoteCommand({
            db,
            events: deps.events,
            access: deps.access,
            effects,
            owner: accessHolder(c.var.user, c.var.account),
            account: c.var.account,
            mayChooseMusic: teamCan(c.var.account.teamRole, "remote:choose-music"),
            person: c.var.user,
            zoneId: c.req.valid("param").zoneId,
            read: c.var.zoneRead,
            command: c.req.valid("json"),
          }),
          202,
        ),
    )
    .put(
      "/:zoneId/state",
      signedIn,
      validate("param", zoneParamSchema),
      validate("json", zoneStateInputSchema),
      async (c) => {
        const now = new Date();
        const ownerId = c.var.account.ownerId;
        const { zone, state } = await saveZoneState({
          db,
          userId: ownerId,
          zoneId: c.req.valid("param").zoneId,
          read: c.var.zoneRead,
          input: c.req.valid("json"),
          now,
        });
        await deps.events.publish({ topic: zoneTopic(zone.zoneId), kind: "state", state });
        // Head office sees a zone start or stop at once, not at the minute's check.
        await refreshZoneWatch({
          db,
          events: deps.events,
          zone: { zoneId: zone.zoneId, ownerId, timeZone: zone.timeZone },
          reserveHours: deps.env.OFFLINE_HOURS,
          now,
        });
        return c.json({ state });
      },
    );
}
