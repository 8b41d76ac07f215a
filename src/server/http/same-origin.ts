import type { MiddlewareHandler } from "hono";
import { AppError } from "../domain/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site (CSRF): a foreign Origin, or a
 * browser's own word that the request is cross-site. Requests without either header
 * come from non-browser clients, which carry no ambient cookies.
 */
export function sameOrigin(options: { appUrl: string }): MiddlewareHandler {
  const allowed = new URL(options.appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      // Header values are compared as the browser's tokens, whatever their case.
      const site = c.req.header("sec-fetch-site")?.toLowerCase();
      if ((origin && origin !== allowed) || site === "cross-site") {
        throw new AppError("FORBIDDEN", "Cross-origin request refused");
      }
    }
    await next();
  };
}
