import { Hono } from "hono";
import { createApiTokenInputSchema } from "~/shared/public-api/tokens-schema";
import { createWebhookInputSchema } from "~/shared/public-api/webhooks-schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens";
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookEndpoints,
} from "./webhook-endpoints";

/**
 * "Integraciones" (decision 046): /api/api-tokens, the owner's and managers' personal
 * access tokens; /api/webhooks, the owner's endpoints and their deliveries. The team
 * gate keeps employees out of the first and everyone but the owner out of the second.
 */
export function integrationsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const tokens = new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", async (c) =>
      c.json({
        tokens: await listApiTokens({ db, account: c.var.account, userId: c.var.user.id }),
      }),
    )
    .post("/", validate("json", createApiTokenInputSchema), async (c) =>
      c.json(
        await createApiToken({
          db,
          account: c.var.account,
          userId: c.var.user.id,
          input: c.req.valid("json"),
        }),
        201,
      ),
    )
    .delete("/:id", validate("param", idParam), async (c) => {
      await revokeApiToken({
        db,
        account: c.var.account,
        userId: c.var.user.id,
        tokenId: c.req.valid("param").id,
      });
      return c.json({ ok: true });
    });
  const webhooks = new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", async (c) =>
      c.json({ endpoints: await listWebhookEndpoints({ db, ownerId: c.var.account.ownerId }) }),
    )
    .post("/", validate("json", createWebhookInputSchema), async (c) =>
      c.json(
        await createWebhookEndpoint({
          db,
          ownerId: c.var.account.ownerId,
          input: c.req.valid("json"),
          production: deps.env.NODE_ENV === "production",
        }),
        201,
      ),
    )
    .post("/:id/disable", validate("param", idParam), async (c) => {
      await disableWebhookEndpoint({
        db,
        ownerId: c.var.account.ownerId,
        endpointId: c.req.valid("param").id,
      });
      return c.json({ ok: true });
    });
  return { tokens, webhooks };
}
