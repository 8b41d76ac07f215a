import { Hono } from "hono";
import {
  invitationInputSchema,
  invitationRegisterSchema,
  invitationTokenParam,
  memberChangeSchema,
  memberParam,
  teamSettingsSchema,
} from "~/shared/team/schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { inviteMember } from "./invite-member";
import { joinTeam } from "./join-team";
import { previewInvitation } from "./preview-invitation";
import { readTeam } from "./read-team";
import { registerFromInvitation } from "./register-from-invitation";
import { removeMember } from "./remove-member";
import { setTeamSettings } from "./set-team-settings";
import { updateMember } from "./update-member";
import { withdrawInvitation } from "./withdraw-invitation";

/**
 * "Equipo" (decision 026): /api/team is the owner's — their people, invitations
 * sent, withdrawn, people changed or removed (the team gate lets only an owner through);
 * /api/invitations/:token is the invited person's — read it, register from it, or accept
 * it signed in.
 */
export function teamRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);
  const team = new Hono<AuthEnv>()
    .use(signedIn)
    .get("/", async (c) => c.json(await readTeam(db, c.var.account.ownerId)))
    .post("/invitations", validate("json", invitationInputSchema), async (c) => {
      const { id, name, email } = c.var.user;
      return c.json(
        await inviteMember(
          {
            db,
            mailer: deps.mailer,
            identity: deps.env.publicConfig,
            appUrl: deps.env.APP_URL,
          },
          { owner: { id, name, email }, input: c.req.valid("json") },
        ),
        201,
      );
    })
    .delete("/invitations/:id", validate("param", idParam), async (c) => {
      await withdrawInvitation(db, {
        ownerId: c.var.account.ownerId,
        invitationId: c.req.valid("param").id,
      });
      return c.json({ ok: true });
    })
    .put("/settings", validate("json", teamSettingsSchema), async (c) =>
      c.json(
        await setTeamSettings(
          { db, events: deps.events },
          { ownerId: c.var.account.ownerId, settings: c.req.valid("json") },
        ),
      ),
    )
    .put(
      "/members/:userId",
      validate("param", memberParam),
      validate("json", memberChangeSchema),
      async (c) => {
        await updateMember(
          { db, events: deps.events },
          {
            ownerId: c.var.account.ownerId,
            userId: c.req.valid("param").userId,
            change: c.req.valid("json"),
          },
        );
        return c.json({ ok: true });
      },
    )
    .delete("/members/:userId", validate("param", memberParam), async (c) => {
      await removeMember(
        { db, events: deps.events },
        { ownerId: c.var.account.ownerId, userId: c.req.valid("param").userId },
      );
      return c.json({ ok: true });
    });

  const invitations = new Hono<AuthEnv>()
    .get("/:token", validate("param", invitationTokenParam), async (c) =>
      c.json(await previewInvitation(db, c.req.valid("param").token)),
    )
    .post(
      "/:token/register",
      validate("param", invitationTokenParam),
      validate("json", invitationRegisterSchema),
      async (c) => {
        const context = await deps.auth.$context;
        return c.json(
          await registerFromInvitation(
            {
              db,
              events: deps.events,
              hashPassword: (password) => context.password.hash(password),
            },
            { token: c.req.valid("param").token, input: c.req.valid("json") },
          ),
          201,
        );
      },
    )
    .post("/:token/accept", signedIn, validate("param", invitationTokenParam), async (c) =>
      c.json(
        await joinTeam(
          { db, events: deps.events, access: deps.access },
          { token: c.req.valid("param").token, person: c.var.user },
        ),
      ),
    );

  return { team, invitations };
}
