import { Hono } from "hono";
import { networkZonesQuerySchema } from "~/shared/network/schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { listNetworkZones } from "./list-network-zones";

/**
 * /api/network/zones: "Estado de la red" (decision 041), every zone of the establishments
 * the person works in — the owner's all, a manager's own — one page at a time, with the
 * filters' counts and choices. The page refetches it when the owner's network topic says a
 * zone changed status.
 */
export function networkRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>().get(
    "/zones",
    requireUser(deps.sessions),
    validate("query", networkZonesQuerySchema),
    async (c) =>
      c.json(
        await listNetworkZones({
          db,
          account: c.var.account,
          query: c.req.valid("query"),
          reserveHours: deps.env.OFFLINE_HOURS,
        }),
      ),
  );
}
