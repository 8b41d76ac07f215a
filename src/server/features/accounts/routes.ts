import { Hono } from "hono";
import { userTopic } from "~/shared/events/topics";
import { campaignsConsentSchema } from "~/shared/campaigns/schema";
import { billingInfoSchema, updateProfileSchema } from "~/shared/accounts/profile-schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import { requestSession } from "../../auth/request-session";
import type { AppDeps } from "../../deps";
import { validate } from "../../http/validate";
import { getProfile } from "./get-profile";
import { setCampaignsConsent } from "./set-campaigns-consent";
import { updateBillingInfo, updateProfile } from "./update-profile";

/**
 * Who is signed in, for the browser's route guards: the profile, or null for a
 * visitor (200 either way, so a signed-out page load logs no failed request).
 */
export function sessionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono().get("/", async (c) => {
    const signedIn = await requestSession(deps.sessions, c);
    if (!signedIn) return c.json(null);
    return c.json(
      await getProfile({
        db,
        access: deps.access,
        userId: signedIn.user.id,
        account: signedIn.account,
      }),
    );
  });
}

/** The signed-in user's own account: /api/me. Password changes go through better-auth. */
export function accountsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const ownProfile = ({ user, account }: AuthEnv["Variables"]) =>
    getProfile({ db, access: deps.access, userId: user.id, account });
  return new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/", async (c) => c.json(await ownProfile(c.var)))
    .patch("/", validate("json", updateProfileSchema), async (c) => {
      const userId = c.var.user.id;
      await updateProfile({ db, userId, changes: c.req.valid("json") });
      // The name is part of the session as every instance remembers it.
      await Promise.all([
        deps.events.publish({ topic: "users" }),
        deps.events.publish({ topic: userTopic(userId) }),
      ]);
      return c.json(await ownProfile(c.var));
    })
    .put("/billing", validate("json", billingInfoSchema), async (c) => {
      await updateBillingInfo({ db, userId: c.var.user.id, billingInfo: c.req.valid("json") });
      return c.json(await ownProfile(c.var));
    })
    .put("/campaigns-consent", validate("json", campaignsConsentSchema), async (c) => {
      const userId = c.var.user.id;
      const { campaignsConsent } = c.req.valid("json");
      const result = await setCampaignsConsent({ db, userId, campaignsConsent });
      await deps.events.publish({ topic: userTopic(userId) });
      return c.json(result);
    });
}

/** Whether the signed-in user may play now: /api/access (the player asks before each song). */
