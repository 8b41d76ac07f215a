import { Hono } from "hono";
import { alertSettingsInputSchema, networkAlertsQuerySchema } from "~/shared/network/alerts-schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { readAlertSettings, saveAlertSettings } from "./alert-settings";
import { listNetworkAlerts } from "./list-network-alerts";

/**
 * /api/network/alerts and /api/network/alert-settings (decision 041): the alert episodes
 * the person may see, and the owner's minutes and people. The team gate lets managers read
 * the episodes of their establishments and keeps the settings to the owner. Guarded route
 * by route: the network's other routes are mounted under /network too.
 */
export function networkAlertsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);
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
    );
}
