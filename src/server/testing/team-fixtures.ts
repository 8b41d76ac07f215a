import { expect } from "vitest";
import type { TeamMemberRole } from "~/shared/accounts/team";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { GOOD_PASSWORD, httpClient, sessionCookie, uniqueEmail } from "./http-client";
import type { TestContext } from "./test-app";

/**
 * A team as the owner builds it: establishments, invitations by e-mail, and the invited
 * people registered from the link they were sent and signed in as anyone is.
 */
export function teamFixtures(context: () => TestContext) {
  const client = httpClient(context);

  async function establishment(ownerCookie: string, tradingName: string): Promise<string> {
    const response = await client.post(
      "/api/establishments",
      { ...barInMadrid, tradingName },
      { cookie: ownerCookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** Sends an invitation; answers the response (201: sent). */
  const invite = (
    ownerCookie: string,
    input: { email: string; role: TeamMemberRole; establishmentIds: string[]; zoneIds?: string[] },
  ) => client.post("/api/team/invitations", input, { cookie: ownerCookie });

  /** The token of the latest invitation mailed to `email`, read from its link. */
  function mailedToken(email: string): string {
    const mail = context().mailbox.latestTo(email);
    const link = mail.links.find((url) => url.includes("/invitacion/"));
    if (!link) throw new Error(`No invitation link mailed to ${email}`);
    return link.slice(link.lastIndexOf("/") + 1);
  }

  /** Invites `email` and answers the token the e-mail carries. */
  async function invitedToken(
    ownerCookie: string,
    input: { email: string; role: TeamMemberRole; establishmentIds: string[]; zoneIds?: string[] },
  ): Promise<string> {
    const response = await invite(ownerCookie, input);
    expect(response.status, await response.clone().text()).toBe(201);
    return mailedToken(input.email);
  }

  const register = (token: string, fullName = "Lucía Pérez") =>
    client.post(`/api/invitations/${token}/register`, { fullName, password: GOOD_PASSWORD });

  async function signIn(email: string): Promise<string> {
    const response = await client.post("/api/auth/sign-in/email", {
      email,
      password: GOOD_PASSWORD,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return sessionCookie(response);
  }

  /** A new person in the owner's team, through the real invitation flow, signed in. */
  async function member(
    ownerCookie: string,
    options: {
      role: TeamMemberRole;
      establishmentIds: string[];
      zoneIds?: string[];
      fullName?: string;
    },
  ) {
    const email = uniqueEmail(options.role);
    const token = await invitedToken(ownerCookie, {
      email,
      role: options.role,
      establishmentIds: options.establishmentIds,
      zoneIds: options.zoneIds ?? [],
    });
    const registered = await register(token, options.fullName);
    expect(registered.status, await registered.clone().text()).toBe(201);
    const cookie = await signIn(email);
    const me = (await (await client.get("/api/me", { cookie })).json()) as { user: { id: string } };
    return { email, cookie, id: me.user.id };
  }

  return { establishment, invite, mailedToken, invitedToken, register, signIn, member };
}
