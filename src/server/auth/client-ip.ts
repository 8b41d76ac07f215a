import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/** Set by the server only (any client value is replaced); better-auth keys its limits on it. */
export const CLIENT_IP_HEADER = "x-sonaria-client-ip";

function socketAddress(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

/**
 * The client's address: the socket's, or — behind a proxy we were told to trust
 * (TRUST_PROXY) — the first address of X-Forwarded-For.
 */
export function clientIp(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_IP_HEADER);
    const forwarded = options.trustProxy
      ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
      : undefined;
    const address = forwarded || socketAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    await next();
  };
}
