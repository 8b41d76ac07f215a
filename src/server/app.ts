import { Hono } from "hono";
import type { AppDeps } from "./deps";
import { billingRoutes } from "./features/billing/routes";
import { AppError } from "./http/app-error";
import { onError } from "./http/on-error";
import { requestLogger } from "./http/request-logger";
import { securityHeaders } from "./http/security-headers";
import { webRoutes } from "./http/web-routes";

/** Every /api route, chained so the browser client gets their types (AppType). */
export function createApi(deps: AppDeps) {
  return new Hono()
    .use(async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    })
    .route("/", billingRoutes(deps));
}

export type AppType = ReturnType<typeof createApi>;

export interface CreateAppOptions extends AppDeps {
  /** Folder of the web build (build/client); unset serves the API only (dev, tests). */
  webRoot?: string;
}

/** The composition root: features meet here and nowhere else. */
export function createApp(options: CreateAppOptions) {
  const { webRoot, ...deps } = options;
  const app = new Hono();

  app.use(requestLogger(deps.logger));
  app.use(securityHeaders({ https: deps.env.APP_URL.startsWith("https://") }));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      deps.logger.warn({ err: error }, "database not reachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.route("/api", createApi(deps));
  app.all("/api/*", (c) => {
    throw new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`);
  });

  if (webRoot) app.route("/", webRoutes({ root: webRoot }));

  app.notFound(() => {
    throw new AppError("NOT_FOUND", "Not found");
  });
  app.onError(onError(deps.logger));
  return app;
}
