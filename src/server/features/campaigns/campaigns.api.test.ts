import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignSummary } from "~/shared/campaigns/schema";
import { campaignRecipient } from "../../domain/campaigns/tables";
import { user } from "../../domain/accounts/tables";
import type { JobToInsert } from "../../infra/jobs/job-queue";
import { httpClient, signedInUser } from "../../testing/http-client";
import { startSmtpSink, type SmtpSink } from "../../testing/smtp-sink";
import { describeEachDatabase, useTestApp, type TestContext } from "../../testing/test-app";
import { availableDatabaseKinds } from "../../testing/test-database";
import { sendCampaignChunk, type CampaignChunk } from "./send-campaign-chunk";
import { startCampaign } from "./start-campaign";

const BASE = "/api/marketing/campaigns";

/** Users written straight to the table: only their flags matter to a send. */
async function insertUsers(
  context: () => TestContext,
  prefix: string,
  count: number,
  flags: { emailVerified: boolean; campaignsConsent: boolean },
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: `Cliente ${index}`,
    email: `${prefix}.${index}.${randomUUID().slice(0, 8)}@example.es`,
    ...flags,
  }));
  await context().database.db.insert(user).values(rows);
  return rows.map((row) => row.email);
}

/** The addresses a send started now reaches (other tests' users included). */
async function currentRecipients(context: () => TestContext): Promise<string[]> {
  const rows = await context().database.db.query.user.findMany({
    where: (table, { and, eq: equals }) =>
      and(equals(table.emailVerified, true), equals(table.campaignsConsent, true)),
  });
  return rows.map((row) => row.email.toLowerCase());
}

async function recipientRows(context: () => TestContext, campaignId: string) {
  return context()
    .database.db.select()
    .from(campaignRecipient)
    .where(eq(campaignRecipient.campaignId, campaignId));
}

function campaignTests(context: () => TestContext, admin: () => { cookie: string }) {
  const client = httpClient(context);
  return {
    async start(subject: string, content = "<p>Hola, <strong>novedades</strong> de otoño.</p>") {
      const response = await client.post(BASE, { subject, content }, { cookie: admin().cookie });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; total: number };
    },
    async finished(id: string): Promise<CampaignSummary> {
      let summary: CampaignSummary | undefined;
      await expect
        .poll(
          async () => {
            const response = await client.get(`${BASE}/${id}`, { cookie: admin().cookie });
            summary = (await response.json()) as CampaignSummary;
            return summary.status;
          },
          { timeout: 25_000, interval: 100 },
        )
        .toBe("done");
      return summary as CampaignSummary;
    },
  };
}

describeEachDatabase("/api/marketing/campaigns", (context) => {
  const client = httpClient(context);
  let admin: { cookie: string; id: string };
  const campaigns = campaignTests(context, () => admin);

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
  });

  it("is refused to visitors (401) and to users (403); an admin may use every route", async () => {
    const member = await signedInUser(context);
    const body = { subject: "Ofertas", content: "<p>Hola</p>" };
    const routes = [
      () => client.get(`${BASE}/recipients/count`),
      () => client.get(BASE),
      () => client.post(BASE, body),
      () => client.get(`${BASE}/no-such-id`),
    ];
    for (const route of routes) expect((await route()).status).toBe(401);

    const asMember = [
      client.get(`${BASE}/recipients/count`, { cookie: member.cookie }),
      client.get(BASE, { cookie: member.cookie }),
      client.post(BASE, body, { cookie: member.cookie }),
      client.get(`${BASE}/no-such-id`, { cookie: member.cookie }),
    ];
    for (const response of await Promise.all(asMember)) expect(response.status).toBe(403);

    const count = await client.get(`${BASE}/recipients/count`, { cookie: admin.cookie });
    expect(count.status).toBe(200);
    expect(await count.json()).toEqual({ count: (await currentRecipients(context)).length });
    const started = await campaigns.start("Permisos");
    expect((await client.get(BASE, { cookie: admin.cookie })).status).toBe(200);
    const one = await client.get(`${BASE}/${started.id}`, { cookie: admin.cookie });
    expect(one.status).toBe(200);
    expect((await client.get(`${BASE}/${randomUUID()}`, { cookie: admin.cookie })).status).toBe(
      404,
    );
    await campaigns.finished(started.id);
  });

  it("refuses an empty subject or body, and a body that is empty once sanitised", async () => {
    const cookie = admin.cookie;
    expect(
      (await client.post(BASE, { subject: "  ", content: "<p>x</p>" }, { cookie })).status,
    ).toBe(400);
    expect((await client.post(BASE, { subject: "Asunto", content: " " }, { cookie })).status).toBe(
      400,
    );
    const scriptOnly = await client.post(
      BASE,
      { subject: "Asunto", content: "<script>alert(1)</script>" },
      { cookie },
    );
    expect(scriptOnly.status).toBe(400);
    const tooLong = await client.post(
      BASE,
      { subject: "Asunto", content: `<p>${"a".repeat(500_001)}</p>` },
      { cookie },
    );
    expect(tooLong.status).toBe(400);
  });

  it("sends one message to each verified user who consents, and none twice", async () => {
    const verified = await insertUsers(context, "verificado", 12, {
      emailVerified: true,
      campaignsConsent: true,
    });
    const unverified = await insertUsers(context, "sinverificar", 3, {
      emailVerified: false,
      campaignsConsent: true,
    });
    const withoutConsent = await insertUsers(context, "baja", 3, {
      emailVerified: true,
      campaignsConsent: false,
    });
    const expected = await currentRecipients(context);
    expect(expected).toEqual(expect.arrayContaining(verified.map((email) => email.toLowerCase())));

    const subject = `Novedades ${randomUUID().slice(0, 8)}`;
    const started = await campaigns.start(subject, '<p>Hola</p><script>alert("x")</script>');
    expect(started.total).toBe(expected.length);
    const summary = await campaigns.finished(started.id);
    expect(summary).toMatchObject({
      subject,
      total: expected.length,
      sent: expected.length,
      failed: 0,
    });
    expect(summary.finishedAt).not.toBeNull();

    const mails = context()
      .mailbox.all()
      .filter((mail) => mail.subject === subject);
    const received = mails.map((mail) => mail.to.toLowerCase()).sort();
    expect(received).toEqual([...expected].sort());
    expect(new Set(received).size).toBe(received.length);
    for (const email of [...unverified, ...withoutConsent])
      expect(received).not.toContain(email.toLowerCase());
    const [first] = mails;
    expect(first?.html).toContain("Hola");
    expect(first?.html).not.toContain("<script");
    expect(first?.headers["list-unsubscribe"]).toMatch(/unsubscribe\?token=/);

    const rows = await recipientRows(context, started.id);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.sentAt)).toBe(
      true,
    );
  });

  it("lists the history newest first with its counts", async () => {
    const first = await campaigns.start(`Historia A ${randomUUID().slice(0, 6)}`);
    await campaigns.finished(first.id);
    const second = await campaigns.start(`Historia B ${randomUUID().slice(0, 6)}`);
    await campaigns.finished(second.id);

    const response = await client.get(BASE, { cookie: admin.cookie });
    const history = (await response.json()) as CampaignSummary[];
    expect(history.map((entry) => entry.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(history[0]).toMatchObject({
      status: "done",
      total: second.total,
      sent: second.total,
      failed: 0,
    });
    const dates = history.map((entry) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("skips a user who withdraws consent after the send started", async () => {
    const [late] = await insertUsers(context, "tarde", 1, {
      emailVerified: true,
      campaignsConsent: true,
    });
    // The chunks are kept here instead of queued, to run them after the withdrawal.
    const chunks: CampaignChunk[] = [];
    const held = {
      ...context().infra.jobs,
      createQueue: async () => {},
      notify: () => {},
      insert: async <T extends object>(_name: string, jobs: JobToInsert<T>[]) => {
        chunks.push(...jobs.map((job) => job.data as unknown as CampaignChunk));
      },
    };
    const subject = `Baja tardía ${randomUUID().slice(0, 6)}`;
    const started = await startCampaign(
      { ...context().infra, jobs: held },
      { subject, content: "<p>Hola</p>", adminId: admin.id },
    );
    await context()
      .database.db.update(user)
      .set({ campaignsConsent: false })
      .where(eq(user.email, late as string));
    let done = false;
    for (const data of chunks) {
      const job = { id: randomUUID(), data, retryCount: 0, retryLimit: 5, expireInSeconds: 30 };
      ({ done } = await sendCampaignChunk(context().infra, job, new AbortController().signal));
    }
    expect(done).toBe(true);

    const summary = (await (
      await client.get(`${BASE}/${started.id}`, { cookie: admin.cookie })
    ).json()) as CampaignSummary;
    expect(summary).toMatchObject({ status: "done", failed: 1, sent: started.total - 1 });
    const rows = await recipientRows(context, started.id);
    expect(rows.find((row) => row.email === late)).toMatchObject({
      status: "failed",
      lastError: "unsubscribed before sending",
    });
    const received = context()
      .mailbox.all()
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to.toLowerCase());
    expect(received).toHaveLength(started.total - 1);
    expect(received).not.toContain((late as string).toLowerCase());
  });

  it("finishes at once when nobody would receive it", async () => {
    const everyone = await currentRecipients(context);
    const { db } = context().database;
    await db.update(user).set({ campaignsConsent: false }).where(inArray(user.email, everyone));
    try {
      const started = await campaigns.start("A nadie");
      expect(started.total).toBe(0);
      const response = await client.get(`${BASE}/${started.id}`, { cookie: admin.cookie });
      expect(await response.json()).toMatchObject({ status: "done", total: 0, sent: 0 });
    } finally {
      await db.update(user).set({ campaignsConsent: true }).where(inArray(user.email, everyone));
    }
  });
});

// Real SMTP: a sink that refuses some addresses, and the app's SMTP transport pointed at it.
const kinds = await availableDatabaseKinds();
const sinkPorts = { pglite: 4703, postgres: 4704 };

describe.each(kinds)("campaigns over SMTP (%s)", (kind) => {
  let sink: SmtpSink;
  let admin: { cookie: string; id: string };
  const refusedOnce = new Set<string>();
  beforeAll(async () => {
    sink = await startSmtpSink({
      port: sinkPorts[kind],
      keepMessages: true,
      refuse(address) {
        if (address.startsWith("rechazo")) return 550;
        // Greylisting: a temporary refusal the first time only.
        if (address.startsWith("gris") && !refusedOnce.has(address)) {
          refusedOnce.add(address);
          return 451;
        }
        return undefined;
      },
    });
  });
  // Registered first, so it runs last: the app's SMTP connections close before the sink.
  afterAll(async () => {
    await sink?.stop();
  });
  const current = useTestApp(kind, () => ({ SMTP_URL: sink.url }));
  beforeAll(async () => {
    admin = await signedInUser(current, { role: "admin" });
  });

  const campaigns = campaignTests(current, () => admin);
  /** How many copies of one campaign (by subject) each address received. */
  const copiesOf = (subject: string) => {
    const copies = new Map<string, number>();
    for (const mail of sink.messages().filter((entry) => entry.subject === subject))
      for (const address of mail.envelopeTo) copies.set(address, (copies.get(address) ?? 0) + 1);
    return copies;
  };

  it("a permanent refusal (550) fails those recipients; the others are sent", async () => {
    const refused = await insertUsers(current, "rechazo", 3, {
      emailVerified: true,
      campaignsConsent: true,
    });
    const accepted = await insertUsers(current, "acepta", 5, {
      emailVerified: true,
      campaignsConsent: true,
    });
    const subject = "Rechazos permanentes";
    const started = await campaigns.start(subject);
    const summary = await campaigns.finished(started.id);
    expect(summary).toMatchObject({ total: started.total, failed: 3, sent: started.total - 3 });

    const rows = await recipientRows(current, started.id);
    const copies = copiesOf(subject);
    for (const email of refused) {
      const row = rows.find((entry) => entry.email === email);
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row?.lastError).toMatch(/550/);
      expect(copies.get(email.toLowerCase())).toBeUndefined();
    }
    for (const row of rows.filter((entry) => !refused.includes(entry.email))) {
      expect(row.status).toBe("sent");
      expect(copies.get(row.email.toLowerCase())).toBe(1);
    }
    const message = sink
      .messages()
      .find((mail) => mail.envelopeTo.includes((accepted[0] as string).toLowerCase()));
    expect(message?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a temporary refusal (451) is retried with back-off and ends sent", async () => {
    const [greylisted] = await insertUsers(current, "gris", 1, {
      emailVerified: true,
      campaignsConsent: true,
    });
    const subject = "Rechazo temporal";
    const started = await campaigns.start(subject);
    const summary = await campaigns.finished(started.id);
    const rows = await recipientRows(current, started.id);
    // The 550 addresses of the test before are still customers: they fail again.
    const refused = rows.filter((row) => row.email.startsWith("rechazo")).length;
    expect(summary).toMatchObject({ failed: refused, sent: started.total - refused });

    expect(rows.find((entry) => entry.email === greylisted)).toMatchObject({
      status: "sent",
      attempts: 2,
    });
    // The retry sent the greylisted address its one copy, and nobody a second one.
    const copies = copiesOf(subject);
    expect(copies.get((greylisted as string).toLowerCase())).toBe(1);
    for (const row of rows.filter((entry) => entry.status === "sent"))
      expect(copies.get(row.email.toLowerCase())).toBe(1);
  });
});
