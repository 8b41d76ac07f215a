import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { accountCan, worksIn, type TeamAccount } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";
import { requestSession } from "../auth/request-session";
import type { SessionReader } from "../auth/session-reader";
import type { Database } from "../db/client";
import { teamMember, zone } from "../db/schema";
import { AppError } from "./app-error";
import { routeKey, teamRouteRules, type RouteScope } from "./team-route-rules";

/** The value of `:name` in a request path, by its place in the route's pattern. */
function paramOf(pattern: string, path: string, name: string): string | undefined {
  const at = pattern.split("/").indexOf(`:${name}`);
  const segment = at < 0 ? undefined : path.split("/")[at];
  return segment === undefined ? undefined : decodeURIComponent(segment);
}

/** The establishment a zone belongs to; an id of no zone is taken as an establishment's. */
async function establishmentOfZone(db: Database, zoneId: string): Promise<string> {
  const [row] = await db
    .select({ establishmentId: zone.establishmentId })
    .from(zone)
    .where(eq(zone.id, zoneId));
  return row?.establishmentId ?? zoneId;
}

async function scopeReached(
  db: Database,
  account: TeamAccount,
  scope: RouteScope,
  request: { pattern: string; path: string; query: (name: string) => string | undefined },
): Promise<boolean> {
  const id =
    scope.from === "param"
      ? paramOf(request.pattern, request.path, scope.name)
      : request.query(scope.name);
  if (!id) return false;
  const establishmentId = scope.kind === "zone" ? await establishmentOfZone(db, id) : id;
  return worksIn(account, establishmentId);
}

/** How often a member's "Última actividad" is written: once a minute is exact enough. */
const ACTIVITY_EVERY_MS = 60_000;

/** Writes a member's last activity, at most once a minute per instance, never in the way. */
function activityToucher(db: Database) {
  const touched = new Map<string, number>();
  return (userId: string) => {
    const now = Date.now();
    if (now - (touched.get(userId) ?? 0) < ACTIVITY_EVERY_MS) return;
    touched.set(userId, now);
    if (touched.size > 20_000) touched.clear();
    void db
      .update(teamMember)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(teamMember.userId, userId))
      .catch(() => touched.delete(userId));
  };
}

/**
 * The team's rule on every /api route (team-route-rules.ts, decision 026). An owner — every
 * person outside a team — passes untouched: the routes' own guards decide. A member passes
 * only what their role may do, and only in the establishments they work in: what their
 * role may not do is "forbidden"; another establishment of the owner's is "not found", as
 * anyone else's is.
 */
export function teamGate(options: { db: Database; sessions: SessionReader }): MiddlewareHandler {
  const touch = activityToucher(options.db);
  return async (c, next) => {
    // The API route that answers: the one matched with a rule (middleware and the web's
    // catch-all have none). Only a team permission needs the session read here; the
    // route's own guard then finds it read (requestSession).
    const route = c.req.matchedRoutes.find(
      (matched) => routeKey(matched.method, matched.path) in teamRouteRules,
    );
    const rule = route ? teamRouteRules[routeKey(route.method, route.path)] : undefined;
    if (!route || !rule || typeof rule === "string") return next();
    const signedIn = await requestSession(options.sessions, c);
    const account = signedIn?.account;
    if (!signedIn || !account || account.teamRole === "owner") return next();
    touch(signedIn.user.id);
    if (rule.unlessQuery?.some((name) => c.req.query(name) !== undefined)) return next();
    if (!accountCan(account, rule.permission))
      throw new AppError("FORBIDDEN", teamCopy.errors.notForYourRole);
    if (
      rule.scope &&
      !(await scopeReached(options.db, account, rule.scope, {
        pattern: route.path,
        path: c.req.path,
        query: (name) => c.req.query(name),
      }))
    )
      throw new AppError("NOT_FOUND", teamCopy.errors.notYourEstablishment);
    return next();
  };
}
