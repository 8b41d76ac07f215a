import type { Server } from "node:http";
import type { Infra } from "./create-infra";

/** What orchestrators commonly allow between SIGTERM and SIGKILL. */
const EXIT_WITHIN_MS = 10_000;
/**
 * Requests still running after this are cut, leaving the rest of the ten seconds for
 * the job queue (whose own limit is shorter: infra/jobs) and the database to close.
 */
const REQUESTS_WITHIN_MS = 7_000;
/** How often connections that fell idle after their last answer are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and resolves once every open one has closed: each falls
 * idle after its answer (which, while draining, says `Connection: close`) and is closed
 * then; one still busy after the limit is cut.
 */
function closeServer(server: Server, withinMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), withinMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}

/**
 * A graceful stop for SIGTERM (a rolling restart): no new connections, /readyz 503, live
 * streams told to reconnect elsewhere (`draining`), requests in flight and the campaign
 * chunk being sent finished, then the infrastructure closed and the process gone with
 * code 0, all within ten seconds.
 */
export function gracefulShutdown(options: {
  server: Server;
  infra: Infra;
  draining: AbortController;
}): (signal: string) => Promise<void> {
  const { server, infra, draining } = options;
  const { logger } = infra;
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    setTimeout(() => {
      logger.error("not stopped within 10 s: exiting anyway");
      process.exit(1);
    }, EXIT_WITHIN_MS).unref();
    logger.info({ signal }, "draining: finishing open requests and jobs, accepting no more");
    draining.abort();
    // At once, beside the HTTP server: the running chunk finishes and is recorded, no
    // new one starts; close() below waits for that same stop.
    void infra.stopJobs();
    await closeServer(server, REQUESTS_WITHIN_MS);
    try {
      await infra.close();
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
      process.exit(1);
    }
    logger.info({ ms: Math.round(performance.now() - started) }, "stopped");
    process.exit(0);
  };
}
