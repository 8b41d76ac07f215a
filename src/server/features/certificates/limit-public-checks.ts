import type { MiddlewareHandler } from "hono";
import { certificatesCopy } from "~/shared/copy/certificates";
import { attemptLimiter, type AttemptRule } from "../../auth/attempt-limiter";
import { CLIENT_IP_HEADER } from "../../auth/client-ip";
import type { Database } from "../../domain/database";
import { AppError } from "../../domain/app-error";

/**
 * Public checks per client address: plenty for an inspector and an owner (one look at the
 * page and a few "¿Qué sonaba?"), far too few to walk codes — though at 100 bits no one
 * could. Counted in the database, so the limit holds across instances.
 */
export const PUBLIC_CHECK_RULE: AttemptRule = { max: 30, windowMs: 60_000 };

export function limitPublicChecks(db: Database, rule = PUBLIC_CHECK_RULE): MiddlewareHandler {
  const attempts = attemptLimiter(db);
  return async (c, next) => {
    const key = `certificate-check:${c.req.header(CLIENT_IP_HEADER) ?? "unknown"}`;
    const wait = await attempts.blockedFor(key, rule);
    if (wait > 0)
      throw new AppError("RATE_LIMITED", certificatesCopy.errors.tooManyRequests, {
        retryAfterSeconds: wait,
      });
    await attempts.record(key, rule);
    await next();
  };
}
