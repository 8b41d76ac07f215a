import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayHistoryPage } from "~/shared/play-log/schema";
import type { PlayerWait } from "~/shared/play-log/waits-schema";
import { establishment } from "../../domain/establishments/tables";
import { playerWait, playLog } from "../../domain/play-log/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const errors = playLogCopy.waits.errors;

describeEachDatabase("POST /api/play-log/waits and their history", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    songId = ((await fixtures.songs(admin.cookie, ["Alba"]))[0] as { id: string }).id;
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
  });

  const db = () => context().database.db;
  const rowOf = async (id: string) =>
    (await db().select().from(playerWait).where(eq(playerWait.id, id)))[0];
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
  /** A wait's start, sent as the player sends it: after it claimed the zone (decision 034). */
  const start = async (body: Record<string, unknown>, cookie = owner.cookie): Promise<Response> => {
    const { establishmentId, zoneId } = body;
    if (typeof establishmentId === "string")
      await fixtures.claimed(cookie, {
        establishmentId,
        zoneId: typeof zoneId === "string" ? zoneId : undefined,
      });
    return client.post(
      "/api/play-log/waits",
      { id: randomUUID(), reason: "gesture", ...body },
      { cookie },
    );
  };
  const end = (id: string, body: unknown, cookie = owner.cookie) =>
    client.post(`/api/play-log/waits/${id}/end`, body, { cookie });
  async function ok(response: Response): Promise<PlayerWait> {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PlayerWait;
  }
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string; issues?: unknown[] } })
      .error;
  const history = async (params: Record<string, string>) => {
    const response = await client.get(`/api/play-log?${new URLSearchParams(params)}`, {
      cookie: owner.cookie,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PlayHistoryPage;
  };

  it("records a wait with the device's start and the server's receipt, apart from the plays", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const id = randomUUID();
    const startedAt = secondsAgo(2);
    const before = Date.now();
    const wait = await ok(await start({ id, establishmentId: ownEstablishment.id, startedAt }));
    expect(wait).toMatchObject({
      id,
      establishmentId: ownEstablishment.id,
      reason: "gesture",
      startedAt,
      endedAt: null,
      endedReceivedAt: null,
    });
    expect(Date.parse(wait.receivedAt)).toBeGreaterThanOrEqual(before - 1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ userId: owner.id, establishmentId: ownEstablishment.id });
    // Not a play: the sealed chain does not move.
    expect(
      await db().select().from(playLog).where(eq(playLog.establishmentId, ownEstablishment.id)),
    ).toEqual([]);
  });

  it("answers a resent start with the wait it has, recording it once", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const id = randomUUID();
    const first = await ok(
      await start({ id, establishmentId: ownEstablishment.id, startedAt: secondsAgo(3) }),
    );
    const again = await ok(
      await start({ id, establishmentId: ownEstablishment.id, startedAt: secondsAgo(3) }),
    );
    expect(again).toEqual(first);
    // Even a resend the rules would now refuse: the first one counts.
    const late = await ok(
      await start({
        id,
        establishmentId: ownEstablishment.id,
        startedAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(late).toEqual(first);
    expect(await db().select().from(playerWait).where(eq(playerWait.id, id))).toHaveLength(1);
  });

  it("ends a wait once: a second end keeps the first", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const wait = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: secondsAgo(60) }),
    );
    const endedAt = secondsAgo(30);
    const ended = await ok(await end(wait.id, { endedAt }));
    expect(ended).toEqual({ ...wait, endedAt, endedReceivedAt: expect.any(String) });
    const again = await ok(await end(wait.id, { endedAt: secondsAgo(1) }));
    expect(again).toEqual(ended);
    expect((await rowOf(wait.id))?.endedAt?.toISOString()).toBe(endedAt);
  });

  it("is for the owner only: another user's establishment and wait are not found", async () => {
    const theirs = await fixtures.establishment(stranger.cookie, { tradingName: "Ajeno" });
    const refused = await start({ establishmentId: theirs.id, startedAt: secondsAgo(1) });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.establishmentNotFound);

    const mine = await fixtures.establishment(owner.cookie);
    const wait = await ok(await start({ establishmentId: mine.id, startedAt: secondsAgo(5) }));
    const ended = await end(wait.id, { endedAt: secondsAgo(1) }, stranger.cookie);
    expect(ended.status).toBe(404);
    expect((await errorOf(ended)).message).toBe(errors.notFound);
    // Their resend of my id answers "not found" too, and leaves my wait as it was.
    const taken = await start(
      { id: wait.id, establishmentId: theirs.id, startedAt: secondsAgo(1) },
      stranger.cookie,
    );
    expect(taken.status).toBe(404);
    expect(await rowOf(wait.id)).toMatchObject({ establishmentId: mine.id, endedAt: null });

    const unknown = await end(randomUUID(), { endedAt: secondsAgo(1) });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(errors.notFound);
  });

  it("ends and answers, to a member, only the waits of the establishments they work in", async () => {
    const theirs = await fixtures.establishment(owner.cookie, { tradingName: "Bar Lucía" });
    const other = await fixtures.establishment(owner.cookie, { tradingName: "Café Norte" });
    const manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [theirs.id],
    });
    const elsewhere = await ok(
      await start({ establishmentId: other.id, startedAt: secondsAgo(30) }),
    );
    const ended = await end(elsewhere.id, { endedAt: secondsAgo(1) }, manager.cookie);
    expect(ended.status, await ended.clone().text()).toBe(404);
    expect((await errorOf(ended)).message).toBe(errors.notFound);
    // A start resent with that wait's id, in their own establishment, does not answer it.
    const resent = await start(
      { id: elsewhere.id, establishmentId: theirs.id, startedAt: secondsAgo(1) },
      manager.cookie,
    );
    expect(resent.status, await resent.clone().text()).toBe(404);
    expect(await rowOf(elsewhere.id)).toMatchObject({ establishmentId: other.id, endedAt: null });

    const own = await ok(
      await start({ establishmentId: theirs.id, startedAt: secondsAgo(30) }, manager.cookie),
    );
    expect(
      (await ok(await end(own.id, { endedAt: secondsAgo(1) }, manager.cookie))).endedAt,
    ).not.toBeNull();
  });

  it("asks for a session", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    expect(
      (await start({ establishmentId: ownEstablishment.id, startedAt: secondsAgo(1) }, "")).status,
    ).toBe(401);
    const wait = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: secondsAgo(1) }),
    );
    expect((await end(wait.id, { endedAt: secondsAgo(0) }, "")).status).toBe(401);
    expect((await rowOf(wait.id))?.endedAt).toBeNull();
  });

  it("refuses an archived establishment", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    await db()
      .update(establishment)
      .set({ archivedAt: new Date() })
      .where(eq(establishment.id, ownEstablishment.id));
    const response = await start({
      establishmentId: ownEstablishment.id,
      startedAt: secondsAgo(1),
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(playLogCopy.errors.establishmentArchived);
  });

  it("refuses, in Spanish, a start ahead of the server or before the establishment, and an end before the start", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie, {}, { createdAt: null });
    const ahead = await start({
      establishmentId: ownEstablishment.id,
      startedAt: new Date(Date.now() + 10_000).toISOString(),
    });
    expect(ahead.status).toBe(400);
    expect(await errorOf(ahead)).toMatchObject({
      message: errors.startInFuture,
      issues: [{ path: "startedAt", message: errors.startInFuture }],
    });

    const before = await start({
      establishmentId: ownEstablishment.id,
      startedAt: secondsAgo(3600),
    });
    expect(before.status).toBe(400);
    expect((await errorOf(before)).message).toBe(errors.beforeEstablishment);

    const wait = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: secondsAgo(0) }),
    );
    const backwards = await end(wait.id, {
      endedAt: new Date(Date.parse(wait.startedAt) - 1).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).message).toBe(errors.endsBeforeStart);
    const endAhead = await end(wait.id, { endedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(endAhead.status).toBe(400);
    expect((await errorOf(endAhead)).message).toBe(errors.endInFuture);
    expect((await rowOf(wait.id))?.endedAt).toBeNull();
  });

  it("answers bad input with a 4xx naming the field, never a 5xx", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const good = {
      id: randomUUID(),
      establishmentId: ownEstablishment.id,
      startedAt: secondsAgo(1),
    };
    const issuesOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await errorOf(response)).issues ?? []) as { path: string; message: string }[];
    };
    expect(await issuesOf(await start({ ...good, reason: "bored" }))).toEqual([
      { path: "reason", message: errors.invalidReason },
    ]);
    expect(await issuesOf(await start({ ...good, startedAt: "ayer" }))).toEqual([
      { path: "startedAt", message: errors.invalidStart },
    ]);
    expect(await issuesOf(await start({ ...good, startedAt: "2019-12-31T23:00:00Z" }))).toEqual([
      { path: "startedAt", message: errors.invalidStart },
    ]);
    const wait = await ok(await start(good));
    expect(await issuesOf(await end(wait.id, { endedAt: "luego" }))).toEqual([
      { path: "endedAt", message: errors.invalidEnd },
    ]);
    const odd = [
      await start({ ...good, id: "not-a-uuid" }),
      await start({ ...good, establishmentId: 42 }),
      await start({ ...good, extra: true }),
      await client.post("/api/play-log/waits", undefined, { cookie: owner.cookie }),
      await client.request("POST", "/api/play-log/waits", {
        cookie: owner.cookie,
        headers: { "content-type": "application/json" },
        body: undefined,
      }),
      await end("not-a-uuid", { endedAt: secondsAgo(0) }),
      await end(wait.id, {}),
      await end(wait.id, ["x"]),
    ];
    for (const response of odd) {
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("shows the waits of the range in the history, with start and end on the establishment's clock", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    // 29 March 2026 in Madrid (CEST, UTC+2): one wait ended, one never did; another day's
    // wait stays out.
    const tapped = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: "2026-03-29T08:00:00.000Z" }),
    );
    await ok(await end(tapped.id, { endedAt: "2026-03-29T08:02:10.000Z" }));
    const waiting = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: "2026-03-29T18:30:00.000Z" }),
    );
    await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: "2026-03-30T08:00:00.000Z" }),
    );

    const page = await history({
      establishmentId: ownEstablishment.id,
      from: "2026-03-29",
      to: "2026-03-29",
    });
    expect(page.total).toBe(0);
    expect(page.waits.total).toBe(2);
    expect(page.waits.waits).toEqual([
      expect.objectContaining({
        id: waiting.id,
        reason: "gesture",
        localDate: "2026-03-29",
        localTime: "20:30:00",
        endedAt: null,
        localEndDate: null,
        localEndTime: null,
        // Sent now, years after: recorded late, and the history says when it came.
        recording: "late",
      }),
      expect.objectContaining({
        id: tapped.id,
        localDate: "2026-03-29",
        localTime: "10:00:00",
        endedAt: "2026-03-29T08:02:10.000Z",
        localEndDate: "2026-03-29",
        localEndTime: "10:02:10",
      }),
    ]);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(
      Date.now(),
    );
    const live = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: secondsAgo(1) }),
    );
    const now = await history({ establishmentId: ownEstablishment.id, from: today, to: today });
    expect(now.waits.waits.map((wait) => [wait.id, wait.recording])).toEqual([[live.id, "live"]]);
  });

  it("puts the waits among the plays of the CSV, as records of kind espera", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const tapped = await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: "2026-03-29T08:00:00.000Z" }),
    );
    await ok(await end(tapped.id, { endedAt: "2026-03-29T08:02:10.000Z" }));
    await fixtures.logged(owner.id, [
      fixtures.play(ownEstablishment.id, songId, { startedAt: "2026-03-29T08:02:11.000Z" }),
    ]);
    await ok(
      await start({ establishmentId: ownEstablishment.id, startedAt: "2026-03-29T18:30:00.000Z" }),
    );

    const response = await client.get(
      `/api/play-log/export?${new URLSearchParams({ establishmentId: ownEstablishment.id, from: "2026-03-29", to: "2026-03-29" })}`,
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(200);
    const [, ...records] = (await response.text()).split("\r\n").filter(Boolean);
    const reason = playLogCopy.waits.reasons.gesture;
    const late = playLogCopy.recordings.late;
    expect(records.map((line) => line.split(";").slice(0, 14))).toEqual([
      [
        "2026-03-29",
        "10:00:00",
        "10:02:10",
        "Europe/Madrid",
        "UTC+02:00",
        reason,
        "",
        "",
        "",
        "espera",
        "",
        "",
        late,
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      ],
      expect.arrayContaining(["2026-03-29", "10:02:11", "Alba", "terminó"]),
      expect.arrayContaining(["20:30:00", "sin terminar", reason, "espera"]),
    ]);
  });
});
