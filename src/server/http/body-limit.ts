import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { AppError } from "../domain/app-error";

/**
 * Enough for every JSON body of ours but the e-mail HTML: the largest, billing details,
 * stays under 4 KB even written in three-byte characters.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

const ownLimits = new WeakSet<MiddlewareHandler>();

function capAt(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", message);
    },
  });
}

/**
 * A route's own cap on its request body (uploads, e-mail HTML, a beacon), in place of
 * the default: a larger Content-Length is refused before reading; a body sent without
 * one is read only up to the cap.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  const limit = capAt(maxBytes, message);
  ownLimits.add(limit);
  return limit;
}

/**
 * Every request body is capped at DEFAULT_BODY_LIMIT, better-auth's included, unless the
 * route it reaches declares its own with `limitBody`. Nothing reads more than a cap.
 */
export function defaultBodyLimit(): MiddlewareHandler {
  const limit = capAt(
    DEFAULT_BODY_LIMIT,
    `Request bodies are limited to ${DEFAULT_BODY_LIMIT / 1024} KB`,
  );
  return async (c, next) => {
    // Most requests (every audio Range GET) carry no body: nothing to cap, no route lookup.
    // GET and HEAD are known by their method, without building the web request to ask.
    if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.raw.body) return next();
    const hasOwnLimit = matchedRoutes(c).some((route) => ownLimits.has(route.handler));
    return hasOwnLimit ? next() : limit(c, next);
  };
}
