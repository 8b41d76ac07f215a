import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../domain/app-error";

// "." or "..", spelt with any mix of "." and "%2e" in any case.
const dotSegment = /^(?:\.|%2e){1,2}$/i;
// An encoded "/" or "\": a proxy or a file server in front may decode it into a separator.
const encodedSeparator = /%(?:2f|5c)/i;
const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i;

/**
 * The path as the client sent it. Node's raw request target, because the URL parser
 * resolves dot segments, "%2e%2e" included, before any route sees the path: a DELETE of
 * /api/public-playlists/%2e%2e/songs/{id} would arrive as DELETE /api/songs/{id}.
 */
function sentPath(env: unknown, url: string): string {
  const target = (env as Partial<HttpBindings> | undefined)?.incoming?.url ?? url;
  return target.replace(origin, "").split(/[?#]/, 1)[0] ?? "";
}

/**
 * Refuses, before any routing, a path with dot segments or encoded separators: no
 * client of ours sends them (browsers resolve them first), and they can make one route
 * answer for another.
 */
export function refuseDotSegments(): MiddlewareHandler {
  return async (c, next) => {
    const path = sentPath(c.env, c.req.url);
    if (encodedSeparator.test(path) || path.split("/").some((segment) => dotSegment.test(segment)))
      throw new AppError(
        "BAD_REQUEST",
        "Dot segments and encoded slashes are not allowed in paths",
      );
    await next();
  };
}
