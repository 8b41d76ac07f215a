import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header as Node parsed it, where the app runs in @hono/node-server: reading
 * `c.req.header()` builds the whole web Headers object first, a cost the audio route's
 * Range requests need not pay. Elsewhere (in-process tests), the web request's header.
 */
export function incomingHeader(c: Context, name: "cookie" | "range"): string | undefined {
  const env: unknown = c.env;
  if (typeof env === "object" && env !== null && "incoming" in env) {
    const value = (env.incoming as IncomingMessage).headers[name];
    return Array.isArray(value) ? value.join("; ") : value;
  }
  return c.req.header(name);
}
