import { Hono } from "hono";
import { every } from "hono/combine";
import { seasonalPauseEndSchema, seasonalPauseInputSchema } from "~/shared/seasonal-pauses/schema";
import { requireAccess, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { announceChange } from "../../http/announce-change";
import { idParam, validate } from "../../http/validate";
import { endPauses } from "./end-pauses";
import { listPauses } from "./list-pauses";
import { pauseZones } from "./pause-zones";
import { zonePauseState } from "./zone-pause-state";

/** What else follows a change of pauses: billing sets what the provider charges next. */
export interface PauseHooks {
  pausesChanged(ownerId: string): Promise<void>;
}

/**
 * "Pausa de temporada" (decision 044): /api/establishments/:id/pauses lists, sets and ends
 * the pauses of an establishment's zones (one zone with `zoneId`, else all the person works
 * in); /api/zones/:id/pause is what the zone's player asks. Every change is told to the
 * owner's devices (the player, "Mando", the network page refetch).
 */
export function seasonalPausesRoutes(deps: AppDeps, hooks: PauseHooks) {
  const { db } = deps.database;
  const changing = every(
    requireUser(deps.sessions),
    requireAccess(deps.access),
    announceChange(deps.events),
  );

  const ofEstablishment = new Hono<AuthEnv>()
    .get("/:id/pauses", requireUser(deps.sessions), validate("param", idParam), async (c) =>
      c.json({
        pauses: await listPauses({
          db,
          account: c.var.account,
          establishmentId: c.req.valid("param").id,
          now: new Date(),
        }),
      }),
    )
    .post(
      "/:id/pauses",
      changing,
      validate("param", idParam),
      validate("json", seasonalPauseInputSchema),
      async (c) => {
        await pauseZones({
          db,
          account: c.var.account,
          userId: c.var.user.id,
          establishmentId: c.req.valid("param").id,
          input: c.req.valid("json"),
          now: new Date(),
        });
        await hooks.pausesChanged(c.var.account.ownerId);
        return c.json({ ok: true }, 201);
      },
    )
    .post(
      "/:id/pauses/end",
      changing,
      validate("param", idParam),
      validate("json", seasonalPauseEndSchema),
      async (c) => {
        await endPauses({
          db,
          account: c.var.account,
          userId: c.var.user.id,
          establishmentId: c.req.valid("param").id,
          zoneId: c.req.valid("json").zoneId,
          now: new Date(),
        });
        await hooks.pausesChanged(c.var.account.ownerId);
        return c.json({ ok: true });
      },
    );

  const ofZone = new Hono<AuthEnv>().get(
    "/:id/pause",
    requireUser(deps.sessions),
    validate("param", idParam),
    async (c) =>
      c.json(
        await zonePauseState({
          db,
          ownerId: c.var.account.ownerId,
          zoneId: c.req.valid("param").id,
          read: c.var.zoneRead,
          now: new Date(),
        }),
      ),
  );

  return { ofEstablishment, ofZone };
}
