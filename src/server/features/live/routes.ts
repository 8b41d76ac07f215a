import { setMaxListeners } from "node:events";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { can } from "~/shared/accounts/roles";
import {
  isZoneEvent,
  messagesTopic,
  networkTopic,
  playingTopic,
  userTopic,
  zoneTopic,
  type LiveEvent,
} from "~/shared/events/topics";
import { ownAccount, teamCan, type TeamAccount } from "~/shared/accounts/team";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { SessionUser } from "../../auth/session-reader";
import type { AppDeps } from "../../deps";
import { heartbeat } from "./heartbeat";
import { sessionChecker } from "./session-checker";
import { zoneSubscriptions } from "./zone-subscriptions";

/** Keeps proxies from closing an idle stream; also how late an expired session is noticed. */
const HEARTBEAT_MS = 25_000;
/**
 * When the instance drains (or its event bus missed events), browsers reconnect after this, plus a
 * random share of the spread so that they do not all arrive in the same instant.
 */
const RECONNECT_MS = 1_000;
const RECONNECT_SPREAD_MS = 2_000;

/**
 * Who hears what: the catalogue everyone, the users table and campaigns the admins who
 * manage them, one's own topics (their things, what their player plays) oneself, the
 * owner's network its owner and managers, and a zone's commands and states those who may
 * control the zone (`zones`, read when the stream opened and again whenever the user's
 * own topic changes).
 */
export function mayHear(
  user: SessionUser,
  event: LiveEvent,
  zones: ReadonlySet<string> = new Set(),
  account: TeamAccount = ownAccount(user.id),
): boolean {
  if (isZoneEvent(event)) return zones.has(event.topic.slice(zoneTopic("").length));
  if (event.topic === "catalog") return true;
  if (event.topic === "users") return can(user.role, "users:manage");
  if (event.topic === "campaigns") return can(user.role, "campaigns:send");
  // The owner's network: the owner, and the members who may read it (decision 041).
  if (event.topic === networkTopic(account.ownerId))
    return teamCan(account.teamRole, "network:read");
  // A team's member hears their owner's things too: the establishments and zones they play.
  return [user.id, account.ownerId].some(
    (id) =>
      event.topic === userTopic(id) ||
      event.topic === playingTopic(id) ||
      event.topic === messagesTopic(id),
  );
}

/** What the live channel needs of other features (composed in app.ts). */
export interface LiveOptions {
  /** The ids of the zones an account may control: its streams hear those zones' events. */
  zonesOf(account: TeamAccount): Promise<string[]>;
}

/**
 * GET /api/events: Server-Sent Events. For a change ("change") the browser refetches what
 * its topic names; a zone's command or state ("zone") arrives with its data.
 *
 * A stream lives only as long as its session: at every wake-up (events, heartbeat) it
 * reads the session and the role again, once for all that woke it, before writing. A
 * session that ended (sign-out, password change, on any instance: better-auth's hook
 * publishes the user's topic) closes the stream; the browser reconnects and is refused.
 * When the event bus may have missed events (its database connection dropped), the
 * stream ends with a short `retry`: the browser reconnects and refetches everything.
 */
export function liveRoutes(deps: AppDeps, options: LiveOptions) {
  // Every open stream listens for the drain: hundreds of listeners are the design, not a leak.
  setMaxListeners(0, deps.draining);
  const checkSession = sessionChecker(deps.database.db);
  const beats = heartbeat(HEARTBEAT_MS);
  return new Hono<AuthEnv>().use(requireUser(deps.sessions)).get("/", (c) => {
    const sessionId = c.var.sessionId;
    let user = c.var.user;
    const account = c.var.account;
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      const rouse = () => wake?.();
      const ownTopics = new Set<string>([userTopic(user.id), userTopic(account.ownerId)]);
      // The role known so far filters what is queued; the role read afresh, what is written.
      const hear = (event: LiveEvent) => {
        if (!mayHear(user, event, zones.ids, account)) return;
        queue.push(event);
        rouse();
      };
      const zones = zoneSubscriptions(deps.events, hear);
      const unsubscribe = deps.events.subscribe(hear);
      // The bus may have missed events (its LISTEN connection dropped, or is back): the
      // browser is sent to reconnect, and refetches everything when it does.
      let missed = false;
      const stopResync = deps.events.onResync(() => {
        missed = true;
        rouse();
      });
      const stopBeating = beats.subscribe(rouse);
      deps.draining.addEventListener("abort", rouse);
      stream.onAbort(rouse);
      try {
        await zones.set(await options.zonesOf(account));
        await stream.writeSSE({ event: "ready", data: "{}" });
        for (;;) {
          if (queue.length === 0 && !stream.aborted && !deps.draining.aborted && !missed)
            await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          if (stream.aborted || deps.draining.aborted || missed) break;
          const role = await checkSession(sessionId).catch((error: unknown) => {
            deps.logger.warn({ err: error }, "could not check a live stream's session");
            return null;
          });
          // Ended, expired or unreadable: closing sends the browser back, to be refused or let in.
          if (!role) return;
          user = { ...user, role };
          const events = queue
            .splice(0)
            .filter((event) => mayHear(user, event, zones.ids, account));
          // The user's things changed, perhaps which zones they have: heard before the
          // browser is told, so that a zone it then refetches is already heard.
          if (events.some((event) => ownTopics.has(event.topic)))
            await zones.set(await options.zonesOf(account));
          for (const event of events)
            await stream.writeSSE({
              event: isZoneEvent(event) ? "zone" : "change",
              data: JSON.stringify(event),
            });
          if (events.length === 0) await stream.writeSSE({ event: "ping", data: "{}" });
        }
        if ((deps.draining.aborted || missed) && !stream.aborted)
          await stream.writeSSE({
            event: "reconnect",
            data: "{}",
            retry: RECONNECT_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS),
          });
      } finally {
        unsubscribe();
        zones.close();
        stopResync();
        stopBeating();
        deps.draining.removeEventListener("abort", rouse);
      }
    });
  });
}
