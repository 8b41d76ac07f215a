import { Hono } from "hono";
import {
  adminUpdateUserSchema,
  setComplimentarySchema,
  setRoleSchema,
  userListQuerySchema,
} from "~/shared/users/schema";
import { requirePermission, requireUser, type AuthEnv } from "../../auth/guards";
import { userTopic } from "~/shared/events/topics";
import type { AppDeps } from "../../deps";
import { externalIdParam, validate } from "../../http/validate";
import { listUsers } from "./list-users";
import { setComplimentaryAccess } from "./set-complimentary-access";
import { setRole } from "./set-role";
import { updateUser } from "./update-user";

/** The admin's users screen: /api/users. */
export function usersRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // The users table of every admin, and the user's own badge and menu, refresh.
  const changed = (userId: string) =>
    Promise.all([
      deps.events.publish({ topic: "users" }),
      deps.events.publish({ topic: userTopic(userId) }),
    ]);
  return new Hono<AuthEnv>()
    .use(requireUser(deps.sessions), requirePermission("users:manage"))
    .get("/", validate("query", userListQuerySchema), async (c) =>
      c.json(await listUsers({ db, query: c.req.valid("query") })),
    )
    .patch(
      "/:id",
      validate("param", externalIdParam),
      validate("json", adminUpdateUserSchema),
      async (c) => {
        await updateUser({ db, userId: c.req.valid("param").id, changes: c.req.valid("json") });
        await changed(c.req.valid("param").id);
        return c.json({ ok: true });
      },
    )
    .put(
      "/:id/role",
      validate("param", externalIdParam),
      validate("json", setRoleSchema),
      async (c) => {
        await setRole({
          db,
          actorId: c.var.user.id,
          userId: c.req.valid("param").id,
          role: c.req.valid("json").role,
        });
        await changed(c.req.valid("param").id);
        return c.json({ ok: true });
      },
    )
    .put(
      "/:id/complimentary",
      validate("param", externalIdParam),
      validate("json", setComplimentarySchema),
      async (c) => {
        await setComplimentaryAccess({
          db,
          userId: c.req.valid("param").id,
          active: c.req.valid("json").active,
        });
        await changed(c.req.valid("param").id);
        return c.json({ ok: true });
      },
    );
}
