import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { CampaignSummary } from "~/shared/campaigns/schema";
import { campaignRecipient } from "../../domain/campaigns/tables";
import { user } from "../../domain/accounts/tables";
import {
  GOOD_PASSWORD,
  httpClient,
  sessionCookie,
  signedInUser,
  uniqueEmail,
} from "../../testing/http-client";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";

const BASE = "/api/marketing/campaigns";

/**
 * Campaign e-mails need prior consent (LSSI art. 21, RGPD): only those who ticked the box
 * at registration, or said yes later on their profile, are sent one; never asked is no.
 */
describeEachDatabase("consent to campaign e-mails", (context) => {
  const client = httpClient(context);
  let admin: { cookie: string };

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
  });

  /** Registers as the form does, follows the verification e-mail's link, and signs in. */
  async function registered(prefix: string, body: Record<string, unknown> = {}) {
    const email = uniqueEmail(prefix);
    const signUp = await client.post("/api/auth/sign-up/email", {
      name: "Lucía Martín",
      email,
      password: GOOD_PASSWORD,
      callbackURL: "/login?verified=1",
      ...body,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const link = context()
      .mailbox.latestTo(email)
      .links.find((url) => url.includes("/api/auth/verify-email"));
    expect((await client.get((link as string).replace(TEST_APP_URL, ""))).status).toBe(302);
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    return { email, cookie: sessionCookie(signIn) };
  }

  const rowOf = (email: string) =>
    context().database.db.query.user.findFirst({ where: eq(user.email, email) });

  const profileConsent = async (cookie: string) =>
    (await (await client.get("/api/me", { cookie })).json()).user.campaignsConsent as boolean;

  /** Sends a campaign and answers the addresses it was fixed to, once it has finished. */
  async function sendCampaign(subject: string): Promise<string[]> {
    const started = await client.post(
      BASE,
      { subject, content: "<p>Novedades de otoño</p>" },
      { cookie: admin.cookie },
    );
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };
    await expect
      .poll(
        async () =>
          (
            (await (
              await client.get(`${BASE}/${id}`, { cookie: admin.cookie })
            ).json()) as CampaignSummary
          ).status,
        { timeout: 25_000, interval: 100 },
      )
      .toBe("done");
    const rows = await context()
      .database.db.select({ email: campaignRecipient.email })
      .from(campaignRecipient)
      .where(eq(campaignRecipient.campaignId, id));
    return rows.map((row) => row.email.toLowerCase());
  }

  it("sends only to accounts that said yes, at registration or later on their profile", async () => {
    const ticked = await registered("marcada", { campaignsConsent: true });
    const neverAsked = await registered("sinrespuesta");
    const unticked = await registered("desmarcada", { campaignsConsent: false });
    const later = await registered("despues");

    // The box ticked is stored with the moment of consent; never asked or unticked is no.
    const tickedRow = await rowOf(ticked.email);
    expect(tickedRow).toMatchObject({ campaignsConsent: true });
    expect(tickedRow?.campaignsConsentAt).toBeInstanceOf(Date);
    for (const account of [neverAsked, unticked, later]) {
      expect(await rowOf(account.email)).toMatchObject({
        campaignsConsent: false,
        campaignsConsentAt: null,
      });
      expect(await profileConsent(account.cookie)).toBe(false);
    }
    expect(await profileConsent(ticked.cookie)).toBe(true);

    const given = await client.put(
      "/api/me/campaigns-consent",
      { campaignsConsent: true },
      { cookie: later.cookie },
    );
    expect(given.status).toBe(200);
    expect(await profileConsent(later.cookie)).toBe(true);

    const count = await client.get(`${BASE}/recipients/count`, { cookie: admin.cookie });
    const recipients = await sendCampaign("Con consentimiento");
    expect(recipients).toEqual(expect.arrayContaining([ticked.email, later.email]));
    for (const account of [neverAsked, unticked]) expect(recipients).not.toContain(account.email);
    // The admin never said yes either.
    expect(recipients.some((email) => email.startsWith("admin"))).toBe(false);
    expect(await count.json()).toEqual({ count: recipients.length });

    const received = context()
      .mailbox.all()
      .filter((mail) => mail.subject === "Con consentimiento")
      .map((mail) => mail.to.toLowerCase());
    expect(received).toEqual(expect.arrayContaining([ticked.email, later.email]));
    expect(received).not.toContain(neverAsked.email);
    expect(received).not.toContain(unticked.email);
  });

  it("the unsubscribe link of a campaign e-mail withdraws consent: the next one does not go", async () => {
    const account = await registered("baja", { campaignsConsent: true });
    expect(await sendCampaign("Antes de la baja")).toContain(account.email);
    const mail = context()
      .mailbox.to(account.email)
      .find((entry) => entry.subject === "Antes de la baja");
    const link = mail?.links.find((url) => url.includes("/unsubscribe?token="));
    const token = new URL(link as string).searchParams.get("token");
    const response = await client.post("/api/marketing/unsubscribe", { token });
    expect(response.status).toBe(200);

    expect(await rowOf(account.email)).toMatchObject({
      campaignsConsent: false,
      campaignsConsentAt: null,
    });
    expect(await profileConsent(account.cookie)).toBe(false);
    expect(await sendCampaign("Después de la baja")).not.toContain(account.email);
  });

  it("refuses a consent that is not a yes or a no, or a moment of consent sent by the client", async () => {
    for (const body of [
      { campaignsConsent: "sí" },
      { campaignsConsent: 1 },
      { campaignsConsent: true, campaignsConsentAt: "2020-01-01T00:00:00Z" },
    ]) {
      const email = uniqueEmail("rechazada");
      const response = await client.post("/api/auth/sign-up/email", {
        name: "Lucía Martín",
        email,
        password: GOOD_PASSWORD,
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await rowOf(email)).toBeUndefined();
    }
  });
});
