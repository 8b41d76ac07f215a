import { Hono } from "hono";
import { every } from "hono/combine";
import { worksIn, worksInZone } from "~/shared/accounts/team";
import { intentHeadersSchema } from "~/shared/billing/schema";
import { establishmentSchema } from "~/shared/establishments/schema";
import { requireAccess, requirePermitted, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { announceChange } from "../../http/announce-change";
import { externalIdParam, idParam, validate } from "../../http/validate";
import { createEstablishment } from "./create-establishment";
import { deleteEstablishment } from "./delete-establishment";
import { listEstablishments } from "./list-establishments";
import { updateEstablishment } from "./update-establishment";

/**
 * Establishments: /api/establishments (the owner's own: changed while the account has
 * access, listed without it too, to choose whose history to read once a subscription has
 * ended) and /api/users/:id/establishments (an admin reads anyone's).
 */
export function establishmentsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const changing = every(requireAccess(deps.access), announceChange(deps.events));
  const own = new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", async (c) =>
      c.json(
        (await listEstablishments({ db, userId: c.var.account.ownerId }))
          .filter((establishment) => worksIn(c.var.account, establishment.id))
          .map((establishment) => ({
            ...establishment,
            zones: establishment.zones.filter((zone) =>
              worksInZone(c.var.account, { id: zone.id, establishmentId: establishment.id }),
            ),
          })),
      ),
    )
    // Once per intent (decision 035): the form's Idempotency-Key answers a twin as the first.
    .post(
      "/",
      changing,
      validate("header", intentHeadersSchema),
      validate("json", establishmentSchema),
      async (c) =>
        c.json(
          await createEstablishment({
            db,
            userId: c.var.account.ownerId,
            input: c.req.valid("json"),
            idempotencyKey: c.req.valid("header")["idempotency-key"],
          }),
          201,
        ),
    )
    .put(
      "/:id",
      changing,
      validate("param", idParam),
      validate("json", establishmentSchema),
      async (c) =>
        c.json(
          await updateEstablishment({
            db,
            userId: c.var.account.ownerId,
            establishmentId: c.req.valid("param").id,
            input: c.req.valid("json"),
          }),
        ),
    )
    .delete("/:id", changing, validate("param", idParam), async (c) => {
      const { archived } = await deleteEstablishment({
        db,
        userId: c.var.account.ownerId,
        establishmentId: c.req.valid("param").id,
      });
      return c.json({ ok: true, archived });
    });

  const ofUser = new Hono<AuthEnv>().get(
    "/:id/establishments",
    requirePermitted(deps.sessions, "users:manage"),
    validate("param", externalIdParam),
    async (c) => c.json(await listEstablishments({ db, userId: c.req.valid("param").id })),
  );

  return { own, ofUser };
}
