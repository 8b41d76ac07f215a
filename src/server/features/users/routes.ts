import { Hono } from "hono";
import {
  adminUpdateUserSchema,
  setComplimentarySchema,
  setRoleSchema,
  userListQuerySchema,
} from "~/shared/users/schema";
import { requirePermitted, type AuthEnv } from "../../auth/guards";
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
  // A change to one user: then the users table of every admin, and the user's own badge
  // and menu, refresh.
  const changeUser = async (userId: string, change: (userId: string) => Promise<void>) => {
    await change(userId);
    await Promise.all([
      deps.events.publish({ topic: "users" }),
      deps.events.publish({ topic: userTopic(userId) }),
    ]);
    return { ok: true };
  };
  return new Hono<AuthEnv>()
    .use(requirePermitted(deps.sessions, "users:manage"))
    .get("/", validate("query", userListQuerySchema), async (c) =>
      c.json(await listUsers({ db, query: c.req.valid("query") })),
    )
    .patch(
      "/:id",
      validate("param", externalIdParam),
      validate("json", adminUpdateUserSchema),
      async (c) =>
        c.json(
          await changeUser(c.req.valid("param").id, (userId) =>
            updateUser({ db, userId, changes: c.req.valid("json") }),
          ),
        ),
    )
    .put(
      "/:id/role",
      validate("param", externalIdParam),
      validate("json", setRoleSchema),
      async (c) =>
        c.json(
          await changeUser(c.req.valid("param").id, (userId) =>
            setRole({ db, actorId: c.var.user.id, userId, role: c.req.valid("json").role }),
          ),
        ),
    )
    .put(
      "/:id/complimentary",
      validate("param", externalIdParam),
      validate("json", setComplimentarySchema),
      async (c) =>
        c.json(
          await changeUser(c.req.valid("param").id, (userId) =>
            setComplimentaryAccess({ db, userId, active: c.req.valid("json").active }),
          ),
        ),
    );
}
