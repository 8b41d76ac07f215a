import { Hono } from "hono";
import type { AppDeps } from "../../deps";
import { listPlans } from "./list-plans";

export function billingRoutes(deps: AppDeps) {
  return new Hono().get("/plans", async (c) => c.json(await listPlans({ db: deps.database.db })));
}
