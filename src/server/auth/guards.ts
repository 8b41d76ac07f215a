import type { MiddlewareHandler } from "hono";
import { can, type Permission } from "~/shared/accounts/roles";
import { AppError } from "../http/app-error";
import { incomingHeader } from "../http/incoming-header";
import type { AccessReader } from "./access";
import type { SessionReader, SessionUser } from "./session-reader";

export interface AuthEnv {
  Variables: { user: SessionUser; sessionId: string };
}

/** Every /api route behind this has a verified, signed-in user in `c.var.user`. */
export function requireUser(sessions: SessionReader): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const signedIn = await sessions.read({
      cookie: incomingHeader(c, "cookie"),
      headers: () => c.req.raw.headers,
    });
    if (!signedIn) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
    c.set("user", signedIn.user);
    c.set("sessionId", signedIn.sessionId);
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
export function requireAccess(access: AccessReader): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const { active } = await access.of(c.var.user);
    if (!active) throw new AppError("SUBSCRIPTION_REQUIRED", "An active subscription is required");
    await next();
  };
}
