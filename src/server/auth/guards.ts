import { every } from "hono/combine";
import type { MiddlewareHandler } from "hono";
import { can, type Permission } from "~/shared/accounts/roles";
import type { TeamAccount } from "~/shared/accounts/team";
import { AppError } from "../domain/app-error";
import type { ZoneRead } from "../domain/zones/zone-of-account";
import type { AccessReader } from "./access";
import { requestSession } from "./request-session";
import type { SessionReader, SessionUser } from "./session-reader";

export interface AuthEnv {
  Variables: {
    user: SessionUser;
    sessionId: string;
    account: TeamAccount;
    /**
     * The zone the route names, as the team gate read it for a member (http/team-gate.ts):
     * the handler's ownership check answers from it instead of reading it again.
     */
    zoneRead?: ZoneRead;
  };
}

/**
 * Whose access counts for the request: the person's own, or their team owner's (a member
 * plays under the owner's subscription, and only while it lasts).
 */
export const accessHolder = <Person extends Pick<SessionUser, "id" | "role">>(
  user: Person,
  account: TeamAccount,
): Person | { id: string; role: "user" } =>
  account.teamRole === "owner" ? user : { id: account.ownerId, role: "user" };

/** Every /api route behind this has a verified, signed-in user in `c.var.user`. */
export function requireUser(sessions: SessionReader): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const signedIn = await requestSession(sessions, c);
    if (!signedIn) throw new AppError("UNAUTHENTICATED", "Sign in to continue");
    c.set("user", signedIn.user);
    c.set("sessionId", signedIn.sessionId);
    c.set("account", signedIn.account);
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

/** Signed in, in a role that may do `permission`. */
export function requirePermitted(
  sessions: SessionReader,
  permission: Permission,
): MiddlewareHandler<AuthEnv> {
  return every(requireUser(sessions), requirePermission(permission));
}

/** After requireUser: the account must have access now — to play, and what comes with it. */
export function requireAccess(access: AccessReader): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const { active } = await access.of(accessHolder(c.var.user, c.var.account));
    if (!active) throw new AppError("SUBSCRIPTION_REQUIRED", "An active subscription is required");
    await next();
  };
}
