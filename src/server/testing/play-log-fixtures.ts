import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Establishment } from "~/shared/establishments/schema";
import type { Zone } from "~/shared/zones/schema";
import { MAX_PLAY_BATCH, type PlayBatchResult, type PlayReport } from "~/shared/play-log/schema";
import { and, eq, gt, inArray } from "drizzle-orm";
import { ALWAYS } from "../auth/access";
import { offlineLeases } from "../auth/offline-lease";
import { userTopic } from "~/shared/events/topics";
import { establishment } from "../domain/establishments/tables";
import { message } from "../domain/messages/tables";
import { song } from "../domain/catalog/tables";
import { subscription } from "../domain/subscriptions/tables";
import { zone } from "../domain/zones/tables";
import { recordPlays } from "../features/play-log/record-plays";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { catalogFixtures } from "./catalog-fixtures";
import { zoneClaimFixtures } from "./zone-claim-fixtures";
import { httpClient } from "./http-client";
import type { TestContext } from "./test-app";

/**
 * What the play-log suites build on: establishments made through the owner's endpoint,
 * catalogue songs through the admin's, and plays as the player reports them.
 */
export function playLogFixtures(context: () => TestContext) {
  const client = httpClient(context);
  const catalog = catalogFixtures(context);
  const deviceId = randomUUID();
  /** Where each establishment's next default play starts: one after the other, no overlap. */
  const cursors = new Map<string, number>();
  /** Default plays fit a few minutes back, so they reach the server live (LIVE_WINDOW_MS). */
  const defaultStart = (establishmentId: string, ms: number) => {
    const start = Math.max(cursors.get(establishmentId) ?? 0, Date.now() - 270_000);
    cursors.set(establishmentId, start + ms + 50);
    return start;
  };

  /** What the player does before it sounds, for the plays a suite sends (see claimFirst). */
  const claims = zoneClaimFixtures(context);

  return {
    /**
     * An establishment made through the owner's endpoint, dated back to `createdAt` (2020 by
     * default) so that plays of the past may be logged for it — with its Principal zone,
     * which begins with it, and its account's complimentary access, if that came later
     * (decision 032: a play lies within its zone's life and the account's access); null
     * keeps today's date.
     */
    async establishment(
      cookie: string,
      changes: Record<string, unknown> = {},
      options: { createdAt?: Date | null } = {},
    ) {
      const response = await client.post(
        "/api/establishments",
        { ...barInMadrid, ...changes },
        { cookie },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      const made = (await response.json()) as Establishment;
      if (options.createdAt !== null) {
        const createdAt = options.createdAt ?? new Date("2020-01-01T00:00:00Z");
        const { db } = context().database;
        const [row] = await db
          .update(establishment)
          .set({ createdAt })
          .where(eq(establishment.id, made.id))
          .returning({ userId: establishment.userId });
        const userId = (row as { userId: string }).userId;
        await db.update(zone).set({ createdAt }).where(eq(zone.id, made.id));
        await db
          .update(subscription)
          .set({ createdAt })
          .where(
            and(
              eq(subscription.userId, userId),
              eq(subscription.provider, "complimentary"),
              gt(subscription.createdAt, createdAt),
            ),
          );
        // The access this instance remembers is read again.
        await context().infra.events.publish({ topic: userTopic(userId) });
      }
      return made;
    },
    /**
     * A zone made through the owner's endpoint, dated back to its establishment's creation
     * so that plays of the past may be logged in it (decision 032: a play lies within its
     * zone's life).
     */
    async zone(cookie: string, establishmentId: string, name: string) {
      const response = await client.post(
        `/api/establishments/${establishmentId}/zones`,
        { name },
        { cookie },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      const made = (await response.json()) as Zone;
      const { db } = context().database;
      const [establishmentRow] = await db
        .select({ createdAt: establishment.createdAt })
        .from(establishment)
        .where(eq(establishment.id, establishmentId));
      await db
        .update(zone)
        .set({ createdAt: (establishmentRow as { createdAt: Date }).createdAt })
        .where(eq(zone.id, made.id));
      return made;
    },
    /**
     * Catalogue songs, each of the fixtures' one-second file; `seconds`: as long as a shop's
     * song instead, for plays heard longer than a second (decision 032: a play lasts what
     * was heard).
     */
    async songs(adminCookie: string, titles: string[], options: { seconds?: number } = {}) {
      const genre = await catalog.genre(adminCookie);
      const made = [];
      for (const title of titles)
        made.push(await catalog.song(adminCookie, { genreId: genre.id, title }));
      const ids = made.map((row) => row.id);
      if (options.seconds)
        await context()
          .database.db.update(song)
          .set({ durationSeconds: options.seconds })
          .where(inArray(song.id, ids));
      return made;
    },
    deviceId,
    /**
     * One of the account's own messages (decision 028), written straight into its table: the
     * messages API has its own tests, and plays read only its owner, name and length.
     */
    async message(userId: string, name: string, durationSeconds = 30) {
      const id = randomUUID();
      await context()
        .database.db.insert(message)
        .values({
          id,
          userId,
          name,
          storageKey: `messages/${userId}/${id}`,
          mimeType: "audio/webm",
          sizeBytes: 1000,
          durationSeconds,
          leadingSilenceSeconds: 0,
          trailingSilenceSeconds: 0,
          levelDb: 6,
          validFrom: "2020-01-01",
        });
      return { id, name };
    },
    /**
     * A finished play of `secondsHeard` (1 s by default) heard without a pause. Unless
     * `startedAt` is given, each establishment's plays follow one another a few minutes
     * back, so they arrive live; `endedAt` defaults to the start plus the seconds heard.
     */
    play(establishmentId: string, songId: string, changes: Partial<PlayReport> = {}): PlayReport {
      const secondsHeard = changes.secondsHeard ?? 1;
      const startedAt =
        changes.startedAt ??
        new Date(defaultStart(establishmentId, secondsHeard * 1000)).toISOString();
      return {
        id: randomUUID(),
        establishmentId,
        songId,
        startedAt,
        endedAt: new Date(Date.parse(startedAt) + secondsHeard * 1000).toISOString(),
        secondsHeard,
        ending: "ended",
        deviceId,
        origin: "network",
        lease: null,
        ...changes,
      };
    },
    /** An offline lease as this server issues it to `deviceId` (this suite's by default). */
    lease(userId: string, issuedAt: Date, device = deviceId) {
      const { env } = context().infra;
      return offlineLeases(env.AUTH_SECRET as string, env.OFFLINE_LEASE_HOURS).grant(
        userId,
        device,
        issuedAt.getTime(),
      );
    },
    /**
     * Plays of any past moment, logged as the server would have taken them live, through
     * the function the route calls: in order of start, in groups that end within a
     * couple of minutes of one another, each received a second after its last play ended,
     * in the user's latest session, each device under its claim (claimRunsAs).
     */
    async logged(userId: string, plays: PlayReport[]): Promise<PlayBatchResult> {
      const total = { accepted: 0, duplicates: 0 };
      const sessionId = await claims.sessionOfUser(userId, `logged-${randomUUID()}`);
      const inOrder = [...plays].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
      while (inOrder.length > 0) {
        const firstEnd = Date.parse((inOrder[0] as PlayReport).endedAt);
        const apart = inOrder.findIndex((play) => Date.parse(play.endedAt) - firstEnd > 120_000);
        const size = Math.min(MAX_PLAY_BATCH, apart === -1 ? inOrder.length : Math.max(1, apart));
        const group = inOrder.splice(0, size);
        await claims.claimRunsAs(sessionId, group);
        const result = await recordPlays({
          db: context().database.db,
          userId,
          plays: group,
          access: ALWAYS,
          sessionId,
          leaseIssued: () => false,
          now: new Date(Math.max(...group.map((play) => Date.parse(play.endedAt))) + 1000),
        });
        total.accepted += result.accepted;
        total.duplicates += result.duplicates;
      }
      return total;
    },
    /**
     * The zone claimed as the player claims it before it sounds (decision 034), for this
     * suite's device by default, from its establishment's creation (see zoneClaimFixtures).
     */
    claimed: (
      cookie: string,
      where: { establishmentId: string; zoneId?: string; deviceId?: string },
    ) => claims.claimed(cookie, { deviceId, ...where }),
    /**
     * Sends plays as the player does: each zone they name that nobody claimed yet is first
     * claimed for their device in the sending session (claimFirst). Claims a suite made
     * itself are left as they are.
     */
    async send(cookie: string, plays: PlayReport[]) {
      await claims.claimFirst(cookie, plays);
      return client.post("/api/play-log", { plays }, { cookie });
    },
    async sendOk(cookie: string, plays: PlayReport[]): Promise<PlayBatchResult> {
      await claims.claimFirst(cookie, plays);
      const response = await client.post("/api/play-log", { plays }, { cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as PlayBatchResult;
    },
  };
}
