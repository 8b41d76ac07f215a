import { and, eq, gt, inArray } from "drizzle-orm";
import type { Role } from "~/shared/accounts/roles";
import { roleOf } from "../../auth/session-reader";
import type { Database } from "../../domain/database";
import { session, user } from "../../domain/accounts/tables";

interface Waiter {
  resolve(role: Role | null): void;
  reject(error: unknown): void;
}

/**
 * Whether open streams' sessions still live, and their user's role now (null: ended or
 * expired). An event or a heartbeat reaches every stream of the instance at once, so the
 * streams that ask in the same turn share one query by primary key.
 */
export function sessionChecker(db: Database): (sessionId: string) => Promise<Role | null> {
  let batch: Map<string, Waiter[]> | undefined;

  async function flush(waiting: Map<string, Waiter[]>) {
    try {
      const rows = await db
        .select({ id: session.id, role: user.role })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(and(inArray(session.id, [...waiting.keys()]), gt(session.expiresAt, new Date())));
      const roles = new Map(rows.map((row) => [row.id, roleOf(row.role)]));
      for (const [id, waiters] of waiting)
        for (const waiter of waiters) waiter.resolve(roles.get(id) ?? null);
    } catch (error) {
      for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return (sessionId) =>
    new Promise((resolve, reject) => {
      if (!batch) {
        const waiting = new Map<string, Waiter[]>();
        batch = waiting;
        // setImmediate, not a microtask: the other streams woken by the same event
        // ask in continuations that run before it.
        setImmediate(() => {
          batch = undefined;
          void flush(waiting);
        });
      }
      const waiters = batch.get(sessionId) ?? [];
      waiters.push({ resolve, reject });
      batch.set(sessionId, waiters);
    });
}
