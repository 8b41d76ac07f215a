import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { teamCopy } from "~/shared/copy/team";
import type { InvitationPreview } from "~/shared/team/schema";
import { teamInvitation } from "../../domain/team/tables";
import {
  httpClient,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
  type ErrorBody,
} from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";

/**
 * /api/team's invitations and /api/invitations/:token: a link opens the team once, for the
 * address it was sent to, while it is open; only an owner invites, to their own establishments.
 */
describeEachDatabase("team invitations", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  let A: string;

  beforeAll(async () => {
    owner = await signedInUser(context, { complimentary: true, fullName: "Marta Ruiz" });
    A = await team.establishment(owner.cookie, "Bar Lucía");
  });

  const employeeIn = (email: string) => ({
    email,
    role: "employee" as const,
    establishmentIds: [A],
  });
  const preview = (token: string) => client.get(`/api/invitations/${token}`);
  const accept = (token: string, cookie: string) =>
    client.post(`/api/invitations/${token}/accept`, undefined, { cookie });
  const refusal = async (response: Response) => ((await response.json()) as ErrorBody).error;

  it("mails the link, which shows who invites, as what and where", async () => {
    const email = uniqueEmail("invitada");
    const token = await team.invitedToken(owner.cookie, employeeIn(email));
    const mail = context().mailbox.latestTo(email);
    expect(mail.subject).toBe(teamCopy.email.subject("Marta Ruiz"));
    expect(mail.text).toContain(teamCopy.email.action);
    expect(mail.links).toContain(`${TEST_APP_URL}/invitacion/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect((await shown.json()) as InvitationPreview).toEqual({
      ownerName: "Marta Ruiz",
      email,
      role: "employee",
      establishments: ["Bar Lucía"],
      accountExists: false,
    });
  });

  it("opens the team once: a second registration or acceptance is 404", async () => {
    const email = uniqueEmail("una-vez");
    const token = await team.invitedToken(owner.cookie, employeeIn(email));
    expect((await team.register(token)).status).toBe(201);
    const again = await team.register(token);
    expect(again.status).toBe(404);
    expect((await refusal(again)).message).toBe(teamCopy.errors.invitationInvalid);
    const cookie = await team.signIn(email);
    expect((await accept(token, cookie)).status).toBe(404);
    expect((await preview(token)).status).toBe(404);
    const me = (await (await client.get("/api/me", { cookie })).json()) as {
      team: { teamRole: string; establishmentIds: string[] };
    };
    expect(me.team).toMatchObject({ teamRole: "employee", establishmentIds: [A] });
  });

  it("refuses an expired invitation (404)", async () => {
    const email = uniqueEmail("caducada");
    const token = await team.invitedToken(owner.cookie, employeeIn(email));
    await context()
      .database.db.update(teamInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitation.email, email));
    expect((await preview(token)).status).toBe(404);
    expect((await team.register(token)).status).toBe(404);
  });

  it("withdraws an invitation: its link opens nothing, and it leaves the team's list", async () => {
    const email = uniqueEmail("retirada");
    const sent = await team.invite(owner.cookie, employeeIn(email));
    const { id } = (await sent.json()) as { id: string };
    const token = team.mailedToken(email);
    const withdrawn = await client.request("DELETE", `/api/team/invitations/${id}`, {
      cookie: owner.cookie,
    });
    expect(withdrawn.status).toBe(200);
    expect((await preview(token)).status).toBe(404);
    expect((await team.register(token)).status).toBe(404);
    const listed = (await (await client.get("/api/team", { cookie: owner.cookie })).json()) as {
      invitations: { id: string }[];
    };
    expect(listed.invitations.map((invitation) => invitation.id)).not.toContain(id);
    // Withdrawn once is withdrawn: a second time there is none.
    const twice = await client.request("DELETE", `/api/team/invitations/${id}`, {
      cookie: owner.cookie,
    });
    expect(twice.status).toBe(404);
  });

  it("inviting the same address again withdraws the earlier link", async () => {
    const email = uniqueEmail("otra-vez");
    const first = await team.invitedToken(owner.cookie, employeeIn(email));
    const second = await team.invitedToken(owner.cookie, { ...employeeIn(email), role: "manager" });
    expect(second).not.toBe(first);
    expect((await preview(first)).status).toBe(404);
    expect((await team.register(first)).status).toBe(404);
    expect((await team.register(second)).status).toBe(201);
    const cookie = await team.signIn(email);
    const me = (await (await client.get("/api/me", { cookie })).json()) as {
      team: { teamRole: string };
    };
    expect(me.team.teamRole).toBe("manager");
  });

  it("refuses to register an address that has an account (409): it signs in to accept", async () => {
    const existing = await signedInUser(context);
    const token = await team.invitedToken(owner.cookie, employeeIn(existing.email));
    const shown = (await (await preview(token)).json()) as InvitationPreview;
    expect(shown.accountExists).toBe(true);
    const registered = await team.register(token);
    expect(registered.status).toBe(409);
    expect((await refusal(registered)).message).toBe(teamCopy.errors.emailTaken);
    const accepted = await accept(token, existing.cookie);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ ownerId: owner.id });
    // The same session acts for the owner now.
    const establishments = await client.get("/api/establishments", { cookie: existing.cookie });
    expect(
      ((await establishments.json()) as { id: string }[]).map((establishment) => establishment.id),
    ).toEqual([A]);
  });

  it("refuses acceptance by another account (403)", async () => {
    const token = await team.invitedToken(owner.cookie, employeeIn(uniqueEmail("para-otra")));
    const other = await signedInUser(context);
    const refused = await accept(token, other.cookie);
    expect(refused.status).toBe(403);
    expect((await refusal(refused)).message).toBe(teamCopy.errors.wrongAccount);
    expect((await accept(token, "")).status).toBe(401);
    expect((await preview(token)).status).toBe(200);
  });

  it("refuses an account with a subscription or establishments of its own (409)", async () => {
    const admin = await signedInUser(context, { role: "admin" });
    const subscriber = await signedInUser(context, { complimentary: true });
    const withEstablishments = await signedInUser(context, { complimentary: true });
    await team.establishment(withEstablishments.cookie, "Taberna Propia");
    const takenBack = await client.put(
      `/api/users/${withEstablishments.id}/complimentary`,
      { active: false },
      { cookie: admin.cookie },
    );
    expect(takenBack.status).toBe(200);
    for (const person of [subscriber, withEstablishments]) {
      const token = await team.invitedToken(owner.cookie, employeeIn(person.email));
      const refused = await accept(token, person.cookie);
      expect(refused.status).toBe(409);
      expect((await refusal(refused)).message).toBe(teamCopy.errors.hasOwnAccount);
      // The invitation is still open: the person may end what they have and come back.
      expect((await preview(token)).status).toBe(200);
    }
  });

  it("lets one of two simultaneous registrations or acceptances through", async () => {
    const email = uniqueEmail("a-la-vez");
    const token = await team.invitedToken(owner.cookie, employeeIn(email));
    const registrations = await Promise.all([team.register(token), team.register(token)]);
    expect(registrations.map((response) => response.status).sort()).toEqual([201, 404]);

    const existing = await signedInUser(context);
    const invited = await team.invitedToken(owner.cookie, employeeIn(existing.email));
    const acceptances = await Promise.all([
      accept(invited, existing.cookie),
      accept(invited, existing.cookie),
    ]);
    const statuses = acceptances.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
  });

  it("lets only an owner invite, and only to their own establishments", async () => {
    const manager = await team.member(owner.cookie, { role: "manager", establishmentIds: [A] });
    const byMember = await team.invite(manager.cookie, employeeIn(uniqueEmail("por-encargado")));
    expect(byMember.status).toBe(403);
    expect((await refusal(byMember)).message).toBe(teamCopy.errors.notForYourRole);

    const stranger = await signedInUser(context, { complimentary: true });
    const theirs = await team.establishment(stranger.cookie, "Bar Ajeno");
    const elsewhere = await team.invite(owner.cookie, {
      ...employeeIn(uniqueEmail("ajena")),
      establishmentIds: [theirs],
    });
    expect(elsewhere.status).toBe(400);
    expect((await refusal(elsewhere)).message).toBe(teamCopy.errors.unknownEstablishment);
    const mixed = await team.invite(owner.cookie, {
      ...employeeIn(uniqueEmail("mezcla")),
      establishmentIds: [A, theirs],
    });
    expect(mixed.status).toBe(400);
    const self = await team.invite(owner.cookie, employeeIn(owner.email));
    expect(self.status).toBe(400);
    const member = await team.invite(owner.cookie, employeeIn(manager.email));
    expect(member.status).toBe(409);
  });
});
