import { and, eq, isNull } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { accountCan, worksIn, worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";
import { userTopic } from "~/shared/events/topics";
import type { AuthEnv } from "../auth/guards";
import { requestSession } from "../auth/request-session";
import type { SessionReader } from "../auth/session-reader";
import type { Database } from "../domain/database";
import { teamMember } from "../domain/team/tables";
import { readZone, type ZoneRead } from "../domain/zones/zone-of-account";
import type { EventBus } from "../infra/realtime/event-bus";
import { AppError } from "../domain/app-error";
import { routeKey, teamRouteRules, type RouteScope } from "./team-route-rules";

/** The value of `:name` in a request path, by its position in the route's pattern. */
function paramOf(pattern: string, path: string, name: string): string | undefined {
  const at = pattern.split("/").indexOf(`:${name}`);
  const segment = at < 0 ? undefined : path.split("/")[at];
  return segment === undefined ? undefined : decodeURIComponent(segment);
}

/**
 * Whether the member works where the route acts. A zone is read once, with its
 * establishment, and kept for the handler (`zoneRead`); an id of no zone is taken as an
 * establishment's (then it is its Principal's too, which has the establishment's id).
 */
async function scopeReached(
  db: Database,
  account: TeamAccount,
  scope: RouteScope,
  request: {
    pattern: string;
    path: string;
    query: (name: string) => string | undefined;
    keep: (read: ZoneRead) => void;
  },
): Promise<boolean> {
  const id =
    scope.from === "param"
      ? paramOf(request.pattern, request.path, scope.name)
      : request.query(scope.name);
  if (!id) return false;
  if (scope.kind === "establishment") return worksIn(account, id);
  const read = await readZone(db, id);
  if (read) request.keep(read);
  return worksInZone(account, { id, establishmentId: read?.row.establishmentId ?? id });
}

/** How often a member's "Última actividad" is written: once a minute is exact enough. */
const ACTIVITY_EVERY_MS = 60_000;

/**
 * Writes a member's last activity, at most once a minute per instance, never in the way.
 * Their very first one is told to the owner's screens ("Equipo" stops saying "Sin
 * actividad todavía" at once); later ones are read when "Equipo" refetches.
 */
function activityToucher(db: Database, events: EventBus) {
  const touched = new Map<string, number>();
  const write = async (userId: string, at: Date) => {
    const [first] = await db
      .update(teamMember)
      .set({ lastActiveAt: at })
      .where(and(eq(teamMember.userId, userId), isNull(teamMember.lastActiveAt)))
      .returning({ ownerId: teamMember.ownerId });
    if (first) return events.publish({ topic: userTopic(first.ownerId) });
    await db.update(teamMember).set({ lastActiveAt: at }).where(eq(teamMember.userId, userId));
  };
  return (userId: string) => {
    const now = Date.now();
    if (now - (touched.get(userId) ?? 0) < ACTIVITY_EVERY_MS) return;
    touched.set(userId, now);
    if (touched.size > 20_000) touched.clear();
    void write(userId, new Date(now)).catch(() => touched.delete(userId));
  };
}

/**
 * The team's rule on every /api route (team-route-rules.ts, decision 026). An owner — every
 * person outside a team — passes untouched: the routes' own guards decide. A member passes
 * only what their role may do, and only in the establishments and zones they work in: what
 * their role may not do is "forbidden"; another establishment or zone of the owner's is
 * "not found", as anyone else's is.
 */
export function teamGate(options: {
  db: Database;
  sessions: SessionReader;
  events: EventBus;
}): MiddlewareHandler<AuthEnv> {
  const touch = activityToucher(options.db, options.events);
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
        keep: (read) => c.set("zoneRead", read),
      }))
    )
      throw new AppError("NOT_FOUND", teamCopy.errors.notYourEstablishment);
    return next();
  };
}
