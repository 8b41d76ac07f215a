import type { MiddlewareHandler } from "hono";
import { can, type Permission, type Role } from "~/shared/accounts/roles";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { getAccess } from "./access";
import type { Auth } from "./create-auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
}

export interface AuthEnv {
  Variables: { user: SessionUser; sessionId: string };
}

/** The role a user row stores, as the permissions table knows it (anything else is a user). */
export const roleOf = (stored: string | null | undefined): Role =>
  stored === "admin" ? "admin" : "user";

/** Every /api route behind this has a verified, signed-in user in `c.var.user`. */
export function requireUser(auth: Auth): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result || !result.user.emailVerified) {
      throw new AppError("UNAUTHENTICATED", "Sign in to continue");
    }
    const { user } = result;
    c.set("user", {
      id: user.id,
      email: user.email,
      name: user.name,
      role: roleOf(user.role),
      emailVerified: user.emailVerified,
    });
    c.set("sessionId", result.session.id);
    await next();
  };
}

/** After requireUser: the user's role must grant the permission (roles.ts). */
export function requirePermission(permission: Permission): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!can(c.var.user.role, permission)) {
      throw new AppError("FORBIDDEN", "You do not have permission to do this");
    }
    await next();
  };
}

/** After requireUser: the account must have access now — to play, and what comes with it. */
export function requireAccess(db: Database): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const { active } = await getAccess({ db, userId: c.var.user.id, role: c.var.user.role });
    if (!active) throw new AppError("SUBSCRIPTION_REQUIRED", "An active subscription is required");
    await next();
  };
}
