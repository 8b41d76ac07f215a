import type { MiddlewareHandler } from "hono";
import type { Logger } from "../infra/logger";

/** One line per request; static files only at debug level so the log stays readable. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    const isApi = c.req.path.startsWith("/api/");
    if (status >= 500) logger.error(fields, "request failed");
    else if (isApi) logger.info(fields, "request");
    else logger.debug(fields, "request");
  };
}
