import type { MiddlewareHandler } from "hono";

/**
 * While the server drains (SIGTERM, main.ts) it accepts no new connection; each answer
 * it still gives on an open one closes that connection, so the client's next request
 * goes to another instance instead of waiting on this one.
 */
export function closeConnectionsWhileDraining(draining: AbortSignal): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining.aborted) c.header("Connection", "close");
  };
}
