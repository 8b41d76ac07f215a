import type pg from "pg";

/**
 * A checked-out client whose connection broke is handed back to the pool by then at the
 * latest. Its holder normally releases it within milliseconds (its next query fails at
 * once); this is for holders that never will.
 */
const RELEASE_BROKEN_AFTER_MS = 10_000;

/**
 * Keeps a node-postgres pool alive through a database restart, a failover or
 * `pg_terminate_backend`:
 *
 * - Every client gets an 'error' listener for its whole life. pg-pool listens to idle
 *   clients only, and an 'error' nobody listens to ends the process: a client checked
 *   out for a transaction, between two statements, when its connection is cut.
 * - A checked-out client whose connection broke is released if its holder has not done
 *   so in time: Drizzle's `transaction` releases its client only once BEGIN has
 *   succeeded, and each client never released holds one of the pool's few slots until
 *   every request waits forever.
 *
 * The failed query itself reaches its caller, whose request answers 503 (http/on-error.ts);
 * the pool drops the broken client and the next query opens a new connection.
 */
export function keepPoolThroughConnectionLoss(
  pool: pg.Pool,
  options: { releaseBrokenAfterMs?: number } = {},
): void {
  const releaseAfter = options.releaseBrokenAfterMs ?? RELEASE_BROKEN_AFTER_MS;
  const checkedOut = new Set<pg.PoolClient>();
  // An idle client's error: pg-pool has removed it already; the event needs a listener.
  pool.on("error", () => {});
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client as pg.PoolClient));
  pool.on("remove", (client) => checkedOut.delete(client as pg.PoolClient));
  pool.on("connect", (client) => {
    let broken = false;
    client.on("error", (error) => {
      // A dropped connection reports twice ("terminating connection", then "terminated").
      if (broken) return;
      broken = true;
      const timer = setTimeout(() => {
        if (!checkedOut.has(client)) return;
        const release = client.release.bind(client);
        // The holder's own release, should it come after all, must not throw.
        client.release = () => {};
        release(error);
      }, releaseAfter);
      timer.unref();
    });
  });
}
