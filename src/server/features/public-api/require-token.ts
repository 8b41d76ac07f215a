import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Role } from "~/shared/accounts/roles";
import { accountCan, ownAccount, type TeamAccount } from "~/shared/accounts/team";
import { publicApiCopy } from "~/shared/copy/public-api";
import { teamCopy } from "~/shared/copy/team";
import { permissionOfScope, type ApiScope } from "~/shared/public-api/scopes";
import { memberAccount } from "../../auth/member-account";
import { roleOf } from "../../auth/session-reader";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { apiToken } from "../../domain/public-api/tables";
import { teamMember } from "../../domain/team/tables";
import { tokenHash } from "./secrets";

const errors = publicApiCopy.errors;
const WINDOW_MS = 60_000;

export interface TokenEnv {
  Variables: {
    token: { id: string; scopes: ApiScope[]; userId: string; role: Role };
    /** Whom the token acts for: its creator's account, as a session of theirs would. */
    account: TeamAccount;
  };
}

/** The secret of `Authorization: Bearer …`; cookies are never read here. */
function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Finds the token and counts the request in one statement: a live token's row gets its
 * last use and its minute's count (a fixed window on the row, decision 046), so however
 * many instances answer, they share one count and a revocation holds from the next
 * request. Past the limit: 429 with Retry-After and the RateLimit-* headers.
 */
async function countRequest(db: Database, secret: string, now: Date) {
  const minute = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const sameWindow = sql`${apiToken.windowStart} = ${minute}`;
  const [row] = await db
    .update(apiToken)
    .set({
      lastUsedAt: now,
      windowStart: minute,
      windowCount: sql`case when ${sameWindow} then ${apiToken.windowCount} + 1 else 1 end`,
    })
    .where(
      and(
        eq(apiToken.secretHash, tokenHash(secret)),
        isNull(apiToken.revokedAt),
        or(isNull(apiToken.expiresAt), gt(apiToken.expiresAt, now)),
      ),
    )
    .returning({
      id: apiToken.id,
      ownerId: apiToken.ownerId,
      userId: apiToken.userId,
      scopes: apiToken.scopes,
      windowCount: apiToken.windowCount,
    });
  return row && { ...row, resetsAt: minute.getTime() + WINDOW_MS };
}

/**
 * The creator's account as it is now: the owner's own, or their team's as a member — a
 * member who left the team, or whose role changed, gets what a session of theirs would.
 */
async function accountOf(db: Database, token: { userId: string; ownerId: string }) {
  const [found] = await db
    .select({
      role: user.role,
      member: {
        ownerId: teamMember.ownerId,
        role: teamMember.role,
        establishmentIds: teamMember.establishmentIds,
        zoneIds: teamMember.zoneIds,
      },
    })
    .from(user)
    .leftJoin(teamMember, eq(teamMember.userId, user.id))
    .where(eq(user.id, token.userId));
  if (!found) return null;
  const role = roleOf(found.role);
  if (token.userId === token.ownerId && !found.member)
    return { role, account: ownAccount(token.userId) };
  if (found.member?.ownerId !== token.ownerId) return null;
  // No scope reaches the catalogue or blocks a song, what the owner's team settings decide.
  return {
    role,
    account: await memberAccount(db, found.member, { listsOnly: false, blocksSongs: false }),
  };
}

/** /api/v1: a live token in `Authorization: Bearer`, within its rate limit. */
export function requireToken(options: {
  db: Database;
  perMinute: number;
}): MiddlewareHandler<TokenEnv> {
  return async (c, next) => {
    const secret = bearerOf(c.req.header("authorization"));
    const now = new Date();
    const token = secret ? await countRequest(options.db, secret, now) : undefined;
    if (!token) throw new AppError("UNAUTHENTICATED", errors.badToken);
    const resetSeconds = Math.max(1, Math.ceil((token.resetsAt - now.getTime()) / 1000));
    c.header("RateLimit-Limit", String(options.perMinute));
    c.header("RateLimit-Remaining", String(Math.max(0, options.perMinute - token.windowCount)));
    c.header("RateLimit-Reset", String(resetSeconds));
    if (token.windowCount > options.perMinute)
      throw new AppError("RATE_LIMITED", errors.rateLimited(resetSeconds), {
        retryAfterSeconds: resetSeconds,
      });
    const holder = await accountOf(options.db, token);
    if (!holder) throw new AppError("UNAUTHENTICATED", errors.badToken);
    c.set("token", { id: token.id, scopes: token.scopes, userId: token.userId, role: holder.role });
    c.set("account", holder.account);
    await next();
  };
}

/**
 * After requireToken: the token has the scope, and its creator's team role still allows
 * what the scope does (a manager made an employee keeps no more than an employee).
 */
export function requireScope(scope: ApiScope): MiddlewareHandler<TokenEnv> {
  return async (c, next) => {
    if (!c.var.token.scopes.includes(scope))
      throw new AppError("FORBIDDEN", errors.missingScope(scope));
    if (!accountCan(c.var.account, permissionOfScope[scope]))
      throw new AppError("FORBIDDEN", teamCopy.errors.notForYourRole);
    await next();
  };
}
