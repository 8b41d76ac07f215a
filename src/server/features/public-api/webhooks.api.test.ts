import { randomUUID } from "node:crypto";
import http from "node:http";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { publicApiCopy } from "~/shared/copy/public-api";
import type { WebhookEvent } from "~/shared/public-api/webhook-events";
import type {
  CreatedWebhookEndpoint,
  WebhookDeliverySummary,
  WebhookEndpointSummary,
} from "~/shared/public-api/webhooks-schema";
import { weekdays, type ScheduleInput } from "~/shared/schedules/schema";
import { playerState } from "~/shared/testing/player-state";
import { httpClient, signedInUser, type ErrorBody } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { webhookDelivery } from "../../domain/public-api/tables";
import { deliverWebhook } from "./deliver-webhook";
import { DELIVERY_LOG_DAYS, pruneWebhookDeliveries } from "./prune-webhook-deliveries";
import { SIGNATURE_HEADER, verifyWebhook } from "./webhook-signature";

interface Received {
  body: string;
  signature: string | undefined;
}

/**
 * A real HTTP endpoint on this machine, as an integration runs one: it records each POST
 * and answers the statuses queued for it, then 200.
 */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ body, signature: request.headers[SIGNATURE_HEADER.toLowerCase()] as string });
      response.writeHead(statuses.shift() ?? 200).end("fallo del receptor");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receivers.push(server);
  return { url: `http://127.0.0.1:${port}/sonaria`, received };
}
const receivers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const allDay: ScheduleInput = {
  opening: weekdays.map((weekday) => ({ weekday, hours: { open: 0, close: 24 * 60 } })),
  slots: [],
  specialDates: [],
};

describeEachDatabase(
  "/api/webhooks: the owner's endpoints, signed deliveries, retries",
  (context) => {
    const client = httpClient(context);
    const fixtures = playLogFixtures(context);
    const team = teamFixtures(context);
    let songId: string;

    beforeAll(async () => {
      const admin = await signedInUser(context, { role: "admin" });
      const [song] = await fixtures.songs(admin.cookie, ["Amanecer"]);
      songId = (song as { id: string }).id;
    });

    /** An owner with an establishment and an endpoint at `url` for `events`. */
    async function ownerWithEndpoint(url: string, events: WebhookEvent[]) {
      const owner = await signedInUser(context, { complimentary: true });
      const establishment = await fixtures.establishment(owner.cookie);
      const made = await client.post("/api/webhooks", { url, events }, { cookie: owner.cookie });
      expect(made.status, await made.clone().text()).toBe(201);
      return {
        owner,
        establishmentId: establishment.id,
        ...((await made.json()) as CreatedWebhookEndpoint),
      };
    }
    const endpointsOf = async (cookie: string) =>
      (
        (await (await client.get("/api/webhooks", { cookie })).json()) as {
          endpoints: WebhookEndpointSummary[];
        }
      ).endpoints;
    /** The endpoint's deliveries once `done` holds of them (the worker polls every 2 s). */
    const deliveriesWhen = (
      cookie: string,
      endpointId: string,
      done: (deliveries: WebhookDeliverySummary[]) => boolean,
    ) =>
      vi.waitFor(
        async () => {
          const endpoint = (await endpointsOf(cookie)).find((one) => one.id === endpointId);
          const deliveries = endpoint?.deliveries ?? [];
          if (!done(deliveries)) throw new Error(`not yet: ${JSON.stringify(deliveries)}`);
          return deliveries;
        },
        { timeout: 30_000, interval: 250 },
      );

    it("signs each sealed play's delivery so that the receiver can verify it, and sends nothing unasked", async () => {
      const hook = await receiver();
      const other = await receiver();
      const { owner, establishmentId, endpoint, secret } = await ownerWithEndpoint(hook.url, [
        "play.sealed",
      ]);
      expect(secret).toMatch(/^whsec_/);
      const offlineOnly = await client.post(
        "/api/webhooks",
        { url: other.url, events: ["zone.offline"] },
        { cookie: owner.cookie },
      );
      expect(offlineOnly.status).toBe(201);
      await fixtures.sendOk(owner.cookie, [fixtures.play(establishmentId, songId)]);

      const [delivery] = await deliveriesWhen(owner.cookie, endpoint.id, (all) =>
        all.some((one) => one.status === "delivered"),
      );
      expect(delivery).toMatchObject({
        event: "play.sealed",
        status: "delivered",
        attempts: 1,
        lastError: null,
      });
      expect(hook.received).toHaveLength(1);
      const [got] = hook.received as [Received];
      expect(verifyWebhook({ secret, body: got.body, header: got.signature })).toBe(true);
      expect(verifyWebhook({ secret: "whsec_otro", body: got.body, header: got.signature })).toBe(
        false,
      );
      expect(verifyWebhook({ secret, body: `${got.body} `, header: got.signature })).toBe(false);
      expect(JSON.parse(got.body)).toMatchObject({
        type: "play.sealed",
        data: { establishmentId, zoneId: establishmentId, seq: 1, title: "Amanecer" },
      });
      expect(other.received).toHaveLength(0);
      // The secret is shown once: never listed.
      expect(JSON.stringify(await endpointsOf(owner.cookie))).not.toContain(secret);

      // A month later the log forgets it.
      const { db } = context().database;
      await db
        .update(webhookDelivery)
        .set({ createdAt: new Date(Date.now() - (DELIVERY_LOG_DAYS + 1) * 86_400_000) })
        .where(eq(webhookDelivery.endpointId, endpoint.id));
      expect(await pruneWebhookDeliveries({ db })).toBeGreaterThanOrEqual(1);
      const after = (await endpointsOf(owner.cookie)).find((one) => one.id === endpoint.id);
      expect(after?.deliveries).toEqual([]);
    });

    it("retries a delivery the endpoint answered 500, then logs it delivered", async () => {
      const hook = await receiver([500]);
      const { owner, establishmentId, endpoint, secret } = await ownerWithEndpoint(hook.url, [
        "play.sealed",
      ]);
      await fixtures.sendOk(owner.cookie, [fixtures.play(establishmentId, songId)]);
      const failedOnce = await deliveriesWhen(
        owner.cookie,
        endpoint.id,
        (all) => all[0]?.attempts === 1,
      );
      expect(failedOnce[0]).toMatchObject({
        status: "pending",
        lastError: "HTTP 500 fallo del receptor",
      });
      const [delivered] = await deliveriesWhen(
        owner.cookie,
        endpoint.id,
        (all) => all[0]?.status === "delivered",
      );
      expect(delivered).toMatchObject({ attempts: 2, lastError: null });
      expect(hook.received).toHaveLength(2);
      for (const attempt of hook.received)
        expect(verifyWebhook({ secret, body: attempt.body, header: attempt.signature })).toBe(true);
    });

    it("in production sends nothing to an address inside our own networks", async () => {
      const hook = await receiver();
      const { endpoint } = await ownerWithEndpoint(hook.url, ["play.sealed"]);
      const { db } = context().database;
      const deliveryId = randomUUID();
      await db.insert(webhookDelivery).values({
        id: deliveryId,
        endpointId: endpoint.id,
        event: "play.sealed",
        body: "{}",
        createdAt: new Date(),
      });
      const attempt = (lastAttempt: boolean) =>
        deliverWebhook({ db, deliveryId, lastAttempt, publicOnly: true });
      await expect(attempt(false)).rejects.toThrow(/not on the public internet/);
      expect(await attempt(true)).toBe("failed");
      const [row] = await db
        .select()
        .from(webhookDelivery)
        .where(eq(webhookDelivery.id, deliveryId));
      expect(row).toMatchObject({ status: "failed", attempts: 2 });
      expect(row?.lastError).toMatch(/not on the public internet/);
      expect(hook.received).toHaveLength(0);
    });

    it("sends nothing more to a disabled endpoint, its retries included", async () => {
      const hook = await receiver([500, 500, 500, 500, 500, 500]);
      const { owner, establishmentId, endpoint } = await ownerWithEndpoint(hook.url, [
        "play.sealed",
      ]);
      await fixtures.sendOk(owner.cookie, [fixtures.play(establishmentId, songId)]);
      await deliveriesWhen(owner.cookie, endpoint.id, (all) => all[0]?.attempts === 1);
      const disabled = await client.post(`/api/webhooks/${endpoint.id}/disable`, undefined, {
        cookie: owner.cookie,
      });
      expect(disabled.status).toBe(200);
      await fixtures.sendOk(owner.cookie, [fixtures.play(establishmentId, songId)]);
      const [listed] = await endpointsOf(owner.cookie);
      expect(listed?.disabledAt).not.toBeNull();
      expect(listed?.deliveries.map((delivery) => delivery.status)).toEqual(["cancelled"]);
      // The retry, due a second later, finds it cancelled.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(hook.received).toHaveLength(1);
    });

    it("tells an alert's opening as zone.silent, and its end as zone.recovered", async () => {
      const hook = await receiver();
      const { owner, establishmentId, endpoint } = await ownerWithEndpoint(hook.url, [
        "zone.silent",
        "zone.recovered",
      ]);
      const hours = await client.put(`/api/zones/${establishmentId}/schedule`, allDay, {
        cookie: owner.cookie,
      });
      expect(hours.status, await hours.clone().text()).toBe(200);
      // The test clock: the zone silent for 20 minutes, past the default 15.
      const backdate = (minutes: number) =>
        client.post("/api/network/test-clock/backdate", { minutes }, { cookie: owner.cookie });
      const moved = await backdate(20);
      expect(moved.status, await moved.clone().text()).toBe(200);
      await deliveriesWhen(owner.cookie, endpoint.id, (all) => all[0]?.status === "delivered");
      expect(JSON.parse((hook.received[0] as Received).body)).toMatchObject({
        type: "zone.silent",
        data: { zoneId: establishmentId, establishmentId, kind: "silent", recoveredAt: null },
      });

      // A player sounds there: the next check ends the episode.
      const sounds = await client.put(`/api/zones/${establishmentId}/state`, playerState(), {
        cookie: owner.cookie,
      });
      expect(sounds.status, await sounds.clone().text()).toBe(200);
      expect((await backdate(1)).status).toBe(200);
      await deliveriesWhen(owner.cookie, endpoint.id, (all) =>
        all.some((one) => one.event === "zone.recovered" && one.status === "delivered"),
      );
      const recovered = JSON.parse((hook.received[1] as Received).body) as {
        type: string;
        data: { recoveredAt: string | null };
      };
      expect(recovered).toMatchObject({
        type: "zone.recovered",
        data: { zoneId: establishmentId },
      });
      expect(recovered.data.recoveredAt).not.toBeNull();
    });

    it("takes https addresses only (plain http to this machine outside production), from the owner only", async () => {
      const owner = await signedInUser(context, { complimentary: true });
      const refused = await client.post(
        "/api/webhooks",
        { url: "http://example.com/hook", events: ["play.sealed"] },
        { cookie: owner.cookie },
      );
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.issues?.[0]?.message).toBe(
        publicApiCopy.errors.webhookUrl,
      );
      const noEvents = await client.post(
        "/api/webhooks",
        { url: "https://example.com/hook", events: [] },
        { cookie: owner.cookie },
      );
      expect(noEvents.status).toBe(400);
      const establishmentId = await team.establishment(owner.cookie, "Bar Equipo");
      const manager = await team.member(owner.cookie, {
        role: "manager",
        establishmentIds: [establishmentId],
      });
      const asManager = await client.post(
        "/api/webhooks",
        { url: "https://example.com/hook", events: ["play.sealed"] },
        { cookie: manager.cookie },
      );
      expect(asManager.status).toBe(403);
    });
  },
  () => ({ WEBHOOK_RETRY_DELAY_SECONDS: "1", NETWORK_TEST_CLOCK: "true" }),
);
