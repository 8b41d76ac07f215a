import { Hono, type MiddlewareHandler } from "hono";
import {
  alertSettingsInputSchema,
  backdateWatchInputSchema,
  networkAlertsQuerySchema,
} from "~/shared/network/alerts-schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { validate } from "../../http/validate";
import { readAlertSettings, saveAlertSettings } from "./alert-settings";
import { backdateNetworkWatch } from "./backdate-watch";
import type { EpisodesChanged } from "./check-network-alerts";
import { listNetworkAlerts } from "./list-network-alerts";
import { alertMail } from "./network-alert-jobs";

/**
 * /api/network/alerts and /api/network/alert-settings (decision 041): the alert episodes
 * the person may see, and the owner's minutes and people. The team gate lets managers read
 * the episodes of their establishments and keeps the settings to the owner. Guarded route
 * by route: the network's other routes are mounted under /network too.
 */
export function networkAlertsRoutes(deps: AppDeps, hooks: { onEpisodes?: EpisodesChanged } = {}) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);
  // The test clock's route exists only where the environment turns it on.
  const testClock: MiddlewareHandler<AuthEnv> = async (c, next) => {
    if (!deps.env.NETWORK_TEST_CLOCK)
      throw new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`);
    await next();
  };
  return new Hono<AuthEnv>()
    .get("/alerts", signedIn, validate("query", networkAlertsQuerySchema), async (c) =>
      c.json(
        await listNetworkAlerts({
          db,
          account: c.var.account,
          page: c.req.valid("query").page,
          now: new Date(),
        }),
      ),
    )
    .get("/alert-settings", signedIn, async (c) =>
      c.json(await readAlertSettings({ db, ownerId: c.var.account.ownerId })),
    )
    .put("/alert-settings", signedIn, validate("json", alertSettingsInputSchema), async (c) =>
      c.json(
        await saveAlertSettings({
          db,
          ownerId: c.var.account.ownerId,
          input: c.req.valid("json"),
          now: new Date(),
        }),
      ),
    )
    .post(
      "/test-clock/backdate",
      testClock,
      signedIn,
      validate("json", backdateWatchInputSchema),
      async (c) =>
        c.json(
          await backdateNetworkWatch({
            db,
            events: deps.events,
            mail: alertMail(deps),
            reserveHours: deps.env.OFFLINE_HOURS,
            ownerId: c.var.account.ownerId,
            minutes: c.req.valid("json").minutes,
            onEpisodes: hooks.onEpisodes,
            now: new Date(),
          }),
        ),
    );
}
