import { Hono } from "hono";
import { every } from "hono/combine";
import {
  createCompanyProgrammeSchema,
  programmeTargetSchema,
  updateCompanyProgrammeSchema,
} from "~/shared/company-programmes/schema";
import { userTopic } from "~/shared/events/topics";
import { rowIdSchema } from "~/shared/validation/ids";
import { z } from "~/shared/validation/zod";
import { requireAccess, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { applyCompanyProgramme } from "./apply-company-programme";
import { changeCompanyProgramme } from "./change-company-programme";
import { createCompanyProgramme } from "./create-company-programme";
import { deleteCompanyProgramme } from "./delete-company-programme";
import { detachZone } from "./detach-zone";
import { listCompanyProgrammes } from "./list-company-programmes";
import { ownedProgramme } from "./owned-programme";
import { followersOf, targetZones } from "./target-zones";

const targetBody = z.strictObject({ target: programmeTargetSchema });
const zoneOfProgrammeParam = z.object({ id: rowIdSchema, zoneId: rowIdSchema });

/**
 * /api/company-programmes (decision 043): the owner's programmes made once for many zones.
 * Read without access, like the schedules; changed with it. Every change is published on
 * the owner's topic: each zone's player fetches its programme again, so it reaches every
 * zone live.
 */
export function companyProgrammesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);
  const signedInWithAccess = every(signedIn, requireAccess(deps.access));
  const told = async <T>(ownerId: string, done: T): Promise<T> => {
    await deps.events.publish({ topic: userTopic(ownerId) });
    return done;
  };
  return new Hono<AuthEnv>()
    .get("/", signedIn, async (c) =>
      c.json({ programmes: await listCompanyProgrammes(db, c.var.account.ownerId) }),
    )
    .post("/", signedInWithAccess, validate("json", createCompanyProgrammeSchema), async (c) => {
      const ownerId = c.var.account.ownerId;
      const created = await createCompanyProgramme({
        db,
        ownerId,
        input: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(await told(ownerId, created), 201);
    })
    .post("/preview", signedIn, validate("json", targetBody), async (c) =>
      c.json({
        zones: await targetZones(db, {
          ownerId: c.var.account.ownerId,
          target: c.req.valid("json").target,
        }),
      }),
    )
    .patch(
      "/:id",
      signedInWithAccess,
      validate("param", idParam),
      validate("json", updateCompanyProgrammeSchema),
      async (c) => {
        const ownerId = c.var.account.ownerId;
        await changeCompanyProgramme({
          db,
          ownerId,
          programmeId: c.req.valid("param").id,
          change: c.req.valid("json"),
          now: new Date(),
        });
        await told(ownerId, null);
        return c.body(null, 204);
      },
    )
    .delete("/:id", signedInWithAccess, validate("param", idParam), async (c) => {
      const ownerId = c.var.account.ownerId;
      await deleteCompanyProgramme({ db, ownerId, programmeId: c.req.valid("param").id });
      await told(ownerId, null);
      return c.body(null, 204);
    })
    .get("/:id/zones", signedIn, validate("param", idParam), async (c) => {
      const ownerId = c.var.account.ownerId;
      const programme = await ownedProgramme(db, { ownerId, programmeId: c.req.valid("param").id });
      return c.json({ zones: await followersOf(db, { ownerId, programmeId: programme.id }) });
    })
    .post(
      "/:id/zones",
      signedInWithAccess,
      validate("param", idParam),
      validate("json", targetBody),
      async (c) => {
        const ownerId = c.var.account.ownerId;
        const zones = await applyCompanyProgramme({
          db,
          ownerId,
          programmeId: c.req.valid("param").id,
          target: c.req.valid("json").target,
          now: new Date(),
        });
        return c.json(await told(ownerId, { zones }));
      },
    )
    .delete(
      "/:id/zones/:zoneId",
      signedInWithAccess,
      validate("param", zoneOfProgrammeParam),
      async (c) => {
        const ownerId = c.var.account.ownerId;
        const { id, zoneId } = c.req.valid("param");
        await detachZone({ db, ownerId, programmeId: id, zoneId, now: new Date() });
        await told(ownerId, null);
        return c.body(null, 204);
      },
    );
}
