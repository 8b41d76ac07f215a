import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { can } from "~/shared/accounts/roles";
import { userTopic, type LiveEvent } from "~/shared/events/topics";
import { requireUser, type AuthEnv, type SessionUser } from "../../auth/guards";
import type { AppDeps } from "../../deps";

const HEARTBEAT_MS = 25_000;

/**
 * Who hears what: the catalogue everyone, the users table and campaigns the admins who
 * manage them, one's own topic oneself.
 */
export function mayHear(user: SessionUser, event: LiveEvent): boolean {
  if (event.topic === "catalog") return true;
  if (event.topic === "users") return can(user.role, "users:manage");
  if (event.topic === "campaigns") return can(user.role, "campaigns:send");
  return event.topic === userTopic(user.id);
}

/** GET /api/events: Server-Sent Events; the browser refetches what a topic names. */
export function liveRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().use(requireUser(deps.auth)).get("/", (c) => {
    const user = c.var.user;
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = deps.events.subscribe((event) => {
        if (!mayHear(user, event)) return;
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: "ready", data: "{}" });
      while (!stream.aborted) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: "change", data: JSON.stringify(event) });
          continue;
        }
        // Sleep until an event arrives or a heartbeat is due (keeps proxies from closing).
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (queue.length === 0 && !stream.aborted)
          await stream.writeSSE({ event: "ping", data: "{}" });
      }
      unsubscribe();
    });
  });
}
