import { Hono } from "hono";
import { every } from "hono/combine";
import { worksInZone } from "~/shared/accounts/team";
import { zoneParamSchema } from "~/shared/remote/schema";
import { zoneChangeSchema, zoneInputSchema } from "~/shared/zones/schema";
import { requireAccess, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { announceChange } from "../../http/announce-change";
import { idParam, validate } from "../../http/validate";
import { createZone } from "./create-zone";
import { deleteZone } from "./delete-zone";
import { listZones } from "./list-zones";
import { updateZone } from "./update-zone";

/**
 * Zones (decision 023): /api/establishments/:id/zones lists and adds an establishment's
 * zones, /api/zones/:zoneId renames, moves and removes one. The owner's only (anyone else's is
 * "not found"); listed without access, changed with it, as establishments are.
 */
export function zonesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // The owner's other devices (the player's chooser, "Mando") hear every change of zones.
  const changing = every(
    requireUser(deps.sessions),
    requireAccess(deps.access),
    announceChange(deps.events),
  );
  const ofEstablishment = new Hono<AuthEnv>()
    .get("/:id/zones", requireUser(deps.sessions), validate("param", idParam), async (c) => {
      const establishmentId = c.req.valid("param").id;
      const zones = await listZones({ db, userId: c.var.account.ownerId, establishmentId });
      // A member given some zones of it sees those only.
      return c.json(
        zones.filter((zone) => worksInZone(c.var.account, { id: zone.id, establishmentId })),
      );
    })
    .post(
      "/:id/zones",
      changing,
      validate("param", idParam),
      validate("json", zoneInputSchema),
      async (c) =>
        c.json(
          await createZone({
            db,
            userId: c.var.account.ownerId,
            establishmentId: c.req.valid("param").id,
            input: c.req.valid("json"),
          }),
          201,
        ),
    );

  const zones = new Hono<AuthEnv>()
    .patch(
      "/:zoneId",
      changing,
      validate("param", zoneParamSchema),
      validate("json", zoneChangeSchema),
      async (c) =>
        c.json(
          await updateZone({
            db,
            userId: c.var.account.ownerId,
            zoneId: c.req.valid("param").zoneId,
            input: c.req.valid("json"),
          }),
        ),
    )
    .delete("/:zoneId", changing, validate("param", zoneParamSchema), async (c) => {
      const { archived } = await deleteZone({
        db,
        userId: c.var.account.ownerId,
        zoneId: c.req.valid("param").zoneId,
      });
      return c.json({ ok: true, archived });
    });

  return { ofEstablishment, zones };
}
