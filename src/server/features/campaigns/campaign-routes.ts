import { Hono } from "hono";
import { campaignSendSchema } from "~/shared/schemas/campaigns";
import { requirePermission, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { countRecipients } from "./count-recipients";
import { getCampaign } from "./get-campaign";
import { listCampaigns } from "./list-campaigns";
import { startCampaign } from "./start-campaign";

/** Sends to every customer and their history: /api/marketing/campaigns. */
export function campaignRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth), requirePermission("campaigns:send"))
    .get("/recipients/count", async (c) => c.json({ count: await countRecipients({ db }) }))
    .get("/", async (c) => c.json(await listCampaigns({ db })))
    .post("/", validate("json", campaignSendSchema), async (c) => {
      const input = c.req.valid("json");
      return c.json(await startCampaign(deps, { ...input, adminId: c.var.user.id }), 201);
    })
    .get("/:id", validate("param", idParam), async (c) =>
      c.json(await getCampaign({ db, id: c.req.valid("param").id })),
    );
}
