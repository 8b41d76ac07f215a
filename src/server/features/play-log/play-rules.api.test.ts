import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import { userTopic } from "~/shared/events/topics";
import type { WhatPlayedAnswer } from "~/shared/certificates/schema";
import type { PlayReport } from "~/shared/play-log/schema";
import type { Zone } from "~/shared/zones/schema";
import { accessLapse, subscription } from "../../domain/subscriptions/tables";
import { playLog } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const errors = playLogCopy.errors;
const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

const madrid = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Madrid",
  dateStyle: "short",
  timeStyle: "medium",
});

/**
 * What the play log takes (decision 032), each rule tried as an owner arranging their own
 * evidence would try it: through the API, and checked where it would show — the public
 * "¿Qué sonaba?" of a certificate.
 */
describeEachDatabase(
  "what the play log takes",
  (context) => {
    const client = httpClient(context);
    const fixtures = playLogFixtures(context);
    const certificates = certificateFixtures(context);
    let owner: SignedInUser;
    let songId: string;

    beforeAll(async () => {
      const admin = await signedInUser(context, { role: "admin" });
      owner = await signedInUser(context, { complimentary: true });
      const [made] = await fixtures.songs(admin.cookie, ["Amanecer"], { seconds: 180 });
      songId = (made as { id: string }).id;
    });

    const db = () => context().database.db;
    const errorOf = async (response: Response) =>
      (
        (await response.json()) as {
          error: { code: string; message: string; issues?: { path: string; message: string }[] };
        }
      ).error;
    const clientIdsOf = async (establishmentId: string) =>
      (
        await db()
          .select({ clientId: playLog.clientId })
          .from(playLog)
          .where(eq(playLog.establishmentId, establishmentId))
      ).map((row) => row.clientId);
    /** The certificate's public "¿Qué sonaba?" at a moment, to the second, in Madrid. */
    const whatPlayedAt = async (code: string, moment: Date) => {
      const [date, time] = madrid.format(moment).split(" ");
      const response = await client.get(
        `/api/certificates/verify/${code}/what-played?date=${date}&time=${time}`,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as WhatPlayedAnswer).plays;
    };
    const certificateOf = async (cookie: string, establishmentId: string) => {
      expect((await certificates.download(cookie, establishmentId)).status).toBe(200);
      const [row] = await certificates.certificatesOf(establishmentId);
      return (row as { code: string }).code;
    };
    const addZone = async (establishmentId: string, name: string, cookie = owner.cookie) => {
      const response = await client.post(
        `/api/establishments/${establishmentId}/zones`,
        { name },
        { cookie },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as Zone;
    };

    it("refuses a play sent as live that began hours before the seconds it heard", async () => {
      const establishment = await fixtures.establishment(owner.cookie);
      const code = await certificateOf(owner.cookie, establishment.id);
      // Twenty seconds of music, dated from four hours ago until a few seconds ago.
      const forged = fixtures.play(establishment.id, songId, {
        startedAt: hoursAgo(4).toISOString(),
        endedAt: new Date(Date.now() - 3000).toISOString(),
        secondsHeard: 20,
      });
      const response = await fixtures.send(owner.cookie, [forged]);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues).toEqual([
        { path: "plays.0.startedAt", message: errors.liveStartedTooEarly },
      ]);
      expect(await clientIdsOf(establishment.id)).toEqual([]);
      // "¿Qué sonaba?" two hours ago: nothing this establishment logged.
      expect(await whatPlayedAt(code, hoursAgo(2))).toEqual([]);
    });

    it("refuses a play that lasts longer than what was heard, live or late", async () => {
      const establishment = await fixtures.establishment(owner.cookie);
      const lease = fixtures.lease(owner.id, hoursAgo(5));
      const at = (ms: number) => new Date(Date.now() - 200_000 + ms).toISOString();
      const response = await fixtures.send(owner.cookie, [
        // Live: within the song's length of its receipt, but 20 s heard over 3 minutes.
        fixtures.play(establishment.id, songId, {
          startedAt: at(0),
          endedAt: at(180_000),
          secondsHeard: 20,
        }),
        // Late, inside its lease: 20 s heard over an hour.
        fixtures.play(establishment.id, songId, {
          startedAt: hoursAgo(3).toISOString(),
          endedAt: hoursAgo(2).toISOString(),
          secondsHeard: 20,
          lease,
        }),
      ]);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues).toEqual([
        { path: "plays.0.endedAt", message: errors.longerThanHeard },
        { path: "plays.1.endedAt", message: errors.longerThanHeard },
      ]);

      // A silence the player keeps inside a play (buffering for a moment) is taken.
      const withStall = fixtures.play(establishment.id, songId, {
        startedAt: at(0),
        endedAt: at(21_900),
        secondsHeard: 20,
      });
      expect(await fixtures.sendOk(owner.cookie, [withStall])).toEqual({
        accepted: 1,
        duplicates: 0,
      });
    });

    it("refuses a play from before its zone was created", async () => {
      const establishment = await fixtures.establishment(owner.cookie);
      const terrace = await addZone(establishment.id, "Terraza");
      const lease = fixtures.lease(owner.id, hoursAgo(3));
      const startedAt = hoursAgo(2).toISOString();
      const response = await fixtures.send(owner.cookie, [
        fixtures.play(establishment.id, songId, { zoneId: terrace.id, startedAt, lease }),
      ]);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues).toEqual([
        { path: "plays.0.startedAt", message: errors.beforeZone },
      ]);
      // The Principal zone began with its establishment: the same moment is its own.
      expect(
        await fixtures.sendOk(owner.cookie, [
          fixtures.play(establishment.id, songId, { startedAt, lease }),
        ]),
      ).toEqual({ accepted: 1, duplicates: 0 });
    });

    it("takes a zone's plays only while it lived: an archived Principal takes no more", async () => {
      const establishment = await fixtures.establishment(owner.cookie);
      const code = await certificateOf(owner.cookie, establishment.id);
      const lease = fixtures.lease(owner.id, hoursAgo(3));
      await fixtures.sendOk(owner.cookie, [
        fixtures.play(establishment.id, songId, { startedAt: hoursAgo(2.5).toISOString(), lease }),
      ]);
      const hall = await addZone(establishment.id, "Sala");
      // The Principal zone has plays: removing it archives it (decision 023).
      const removed = await client.request("DELETE", `/api/zones/${establishment.id}`, {
        cookie: owner.cookie,
      });
      expect(await removed.json()).toEqual({ ok: true, archived: true });
      // The Sala opened an hour ago; the Principal was archived a minute ago (a device's
      // clock may be seconds off either way).
      await db()
        .update(zone)
        .set({ createdAt: hoursAgo(1) })
        .where(eq(zone.id, hall.id));
      await db()
        .update(zone)
        .set({ archivedAt: new Date(Date.now() - 60_000) })
        .where(eq(zone.id, establishment.id));

      const fresh = (changes: Partial<PlayReport>) =>
        fixtures.play(establishment.id, songId, {
          startedAt: new Date(Date.now() - 30_000).toISOString(),
          secondsHeard: 10,
          ...changes,
        });
      // A player from before zones names none: it would sound on beside the Sala.
      const unnamed = fresh({ deviceId: randomUUID() });
      const named = fresh({ zoneId: establishment.id, deviceId: randomUUID() });
      const response = await fixtures.send(owner.cookie, [unnamed, named]);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues).toEqual([
        { path: "plays.0.startedAt", message: errors.afterZoneArchived },
        { path: "plays.1.startedAt", message: errors.afterZoneArchived },
      ]);
      expect(await whatPlayedAt(code, new Date(Date.now() - 25_000))).toEqual([]);

      // What the archived zone played before it was archived, sent late, is still its own;
      // the Sala plays on.
      const before = fixtures.play(establishment.id, songId, {
        zoneId: establishment.id,
        startedAt: hoursAgo(2).toISOString(),
        lease,
      });
      const inHall = fresh({ zoneId: hall.id });
      expect(await fixtures.sendOk(owner.cookie, [before, inHall])).toEqual({
        accepted: 2,
        duplicates: 0,
      });
    });

    describe("inside the account's access", () => {
      /** A paid subscription through the built-in test checkout. */
      async function subscribe(cookie: string) {
        const opened = await client.post(
          "/api/billing/checkout",
          { planId: "basic", interval: "month", trial: false },
          { cookie },
        );
        expect(opened.status, await opened.clone().text()).toBe(200);
        const { url } = (await opened.json()) as { url: string };
        const paid = await client.post(
          `/api/billing/checkout/${url.slice(url.lastIndexOf("/") + 1)}/pay`,
          { cardNumber: "4242 4242 4242 4242" },
          { cookie },
        );
        expect(paid.status, await paid.clone().text()).toBe(200);
      }

      /**
       * A subscriber of six hours ago whose period ran out three hours ago (the test clock
       * ends it now; the rows are moved back as the hours would have left them).
       */
      async function lapsedSubscriber() {
        const user = await signedInUser(context, { billingDetails: true });
        await subscribe(user.cookie);
        const establishment = await fixtures.establishment(user.cookie);
        const expired = await client.post("/api/billing/test-clock/expire", undefined, {
          cookie: user.cookie,
        });
        expect(expired.status).toBe(200);
        const periodEnd = hoursAgo(3);
        await db()
          .update(subscription)
          .set({ createdAt: hoursAgo(6), currentPeriodEnd: periodEnd, updatedAt: periodEnd })
          .where(eq(subscription.userId, user.id));
        await context().infra.events.publish({ topic: userTopic(user.id) });
        // The device's offline lease, from while the subscription ran.
        const lease = fixtures.lease(user.id, hoursAgo(4));
        return { user, establishment, lease, periodEnd };
      }

      /** After paying again: the gap's plays are refused, the others taken. */
      async function triesTheGap(lapsed: Awaited<ReturnType<typeof lapsedSubscriber>>) {
        const { user, establishment, lease } = lapsed;
        const inGap = fixtures.play(establishment.id, songId, {
          startedAt: hoursAgo(2).toISOString(),
          lease,
        });
        const response = await fixtures.send(user.cookie, [inGap]);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).issues).toEqual([
          { path: "plays.0.endedAt", message: errors.outsideAccess },
        ]);
        const whilePaid = fixtures.play(establishment.id, songId, {
          startedAt: hoursAgo(3.5).toISOString(),
          lease,
        });
        // Heard since the payment, a moment ago.
        const now = fixtures.play(establishment.id, songId, {
          startedAt: new Date().toISOString(),
        });
        expect(await fixtures.sendOk(user.cookie, [whilePaid, now])).toEqual({
          accepted: 2,
          duplicates: 0,
        });
      }

      it("refuses plays of a gap in access once the owner pays again, in a new checkout", async () => {
        const lapsed = await lapsedSubscriber();
        await subscribe(lapsed.user.cookie);
        await triesTheGap(lapsed);
      });

      it("refuses plays of a gap in access once the same subscription renews", async () => {
        const lapsed = await lapsedSubscriber();
        const renewed = await client.post("/api/billing/test-clock/renew", undefined, {
          cookie: lapsed.user.cookie,
        });
        expect(renewed.status).toBe(200);
        await triesTheGap(lapsed);

        // The gap is kept apart from the row, which now says only that it runs: for good.
        const [row] = await db()
          .select({ id: subscription.id })
          .from(subscription)
          .where(eq(subscription.userId, lapsed.user.id));
        const lapsesOf = (id: string) =>
          db().select().from(accessLapse).where(eq(accessLapse.subscriptionId, id));
        const [lapse] = await lapsesOf((row as { id: string }).id);
        expect(lapse?.startedAt).toEqual(lapsed.periodEnd);
        await expect(
          db()
            .update(accessLapse)
            .set({ startedAt: new Date() })
            .where(eq(accessLapse.id, lapse?.id as string)),
        ).rejects.toThrow();
        await expect(
          db()
            .delete(accessLapse)
            .where(eq(accessLapse.id, lapse?.id as string)),
        ).rejects.toThrow();
        // It goes only with its subscription.
        await db()
          .delete(subscription)
          .where(eq(subscription.id, (row as { id: string }).id));
        expect(await lapsesOf((row as { id: string }).id)).toEqual([]);
      });
    });
  },
  () => ({ PAYMENTS_TEST_CLOCK: "true" }),
);
