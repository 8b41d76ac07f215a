import { Hono } from "hono";
import { campaignSendSchema, MAX_EMAIL_CONTENT_LENGTH } from "~/shared/campaigns/schema";
import { requirePermitted, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { limitBody } from "../../http/body-limit";
import { idParam, validate } from "../../http/validate";
import { countRecipients } from "./count-recipients";
import { getCampaign } from "./get-campaign";
import { listCampaigns } from "./list-campaigns";
import { startCampaign } from "./start-campaign";

/**
 * A template or a send: the e-mail's HTML (at most MAX_EMAIL_CONTENT_LENGTH characters,
 * three bytes each at worst in UTF-8 JSON) beside a subject and a name.
 */
export const limitEmailBody = limitBody(
  3 * MAX_EMAIL_CONTENT_LENGTH + 16 * 1024,
  "E-mails are limited to 1.5 MB",
);

/** Sends to every customer and their history: /api/marketing/campaigns. */
export function campaignRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>()
    .use(requirePermitted(deps.sessions, "campaigns:send"))
    .get("/recipients/count", async (c) => c.json({ count: await countRecipients({ db }) }))
    .get("/", async (c) => c.json(await listCampaigns({ db })))
    .post("/", limitEmailBody, validate("json", campaignSendSchema), async (c) => {
      const input = c.req.valid("json");
      return c.json(await startCampaign(deps, { ...input, adminId: c.var.user.id }), 201);
    })
    .get("/:id", validate("param", idParam), async (c) =>
      c.json(await getCampaign({ db, id: c.req.valid("param").id })),
    );
}
