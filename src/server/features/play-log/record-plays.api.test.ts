import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import { MAX_PLAY_BATCH } from "~/shared/play-log/schema";
import { userTopic } from "~/shared/events/topics";
import type { PlayReport } from "~/shared/play-log/schema";
import { establishment } from "../../domain/establishments/tables";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { playLog, playLogHead } from "../../domain/play-log/tables";
import { song } from "../../domain/catalog/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { GENESIS_HASH, playHash } from "./play-chain";
import { verifyPlayChain } from "./verify-play-chain";

const errors = playLogCopy.errors;

describeEachDatabase("POST /api/play-log", (context) => {
  const fixtures = playLogFixtures(context);
  let admin: SignedInUser;
  let owner: SignedInUser;
  let songs: { id: string; title: string }[];

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    songs = await fixtures.songs(admin.cookie, ["Amanecer", "Brisa", "Calma"]);
  });

  const db = () => context().database.db;
  const client = httpClient(context);
  const rowsOf = (establishmentId: string) =>
    db()
      .select()
      .from(playLog)
      .where(eq(playLog.establishmentId, establishmentId))
      .orderBy(asc(playLog.seq));
  const songId = (index: number) => (songs[index] as { id: string }).id;
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string; issues?: unknown[] } })
      .error;

  it("appends a batch as one chain, copying each song's title and artist", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const plays = [0, 1, 2].map((index) =>
      fixtures.play(ownEstablishment.id, songId(index), {
        // Thirds: doubles with no short decimal form must come back bit for bit.
        secondsHeard: 1 + index / 3,
        ending: index === 1 ? "skipped" : "ended",
      }),
    );
    expect(await fixtures.sendOk(owner.cookie, plays)).toEqual({ accepted: 3, duplicates: 0 });

    const rows = await rowsOf(ownEstablishment.id);
    expect(rows.map((row) => [row.seq, row.clientId, row.title, row.artist, row.ending])).toEqual([
      [1, plays[0]?.id, "Amanecer", "Grupo Demo", "ended"],
      [2, plays[1]?.id, "Brisa", "Grupo Demo", "skipped"],
      [3, plays[2]?.id, "Calma", "Grupo Demo", "ended"],
    ]);
    expect(rows[0]?.prevHash).toBe(GENESIS_HASH);
    for (const [index, row] of rows.entries()) {
      const { hash, ...facts } = row;
      expect(hash).toBe(playHash(facts));
      if (index > 0) expect(row.prevHash).toBe(rows[index - 1]?.hash);
    }
    const [head] = await db()
      .select()
      .from(playLogHead)
      .where(eq(playLogHead.establishmentId, ownEstablishment.id));
    expect(head).toMatchObject({ seq: 3, hash: rows[2]?.hash });
    expect(
      (await verifyPlayChain({ db: db(), establishmentId: ownEstablishment.id })).break,
    ).toBeNull();
  });

  it("adds nothing when the same batch comes again, and only the new plays of a mixed one", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const plays = [0, 1].map((index) => fixtures.play(ownEstablishment.id, songId(index)));
    await fixtures.sendOk(owner.cookie, plays);
    expect(await fixtures.sendOk(owner.cookie, plays)).toEqual({ accepted: 0, duplicates: 2 });
    const newer = fixtures.play(ownEstablishment.id, songId(2));
    // The same play twice in one batch counts once.
    expect(await fixtures.sendOk(owner.cookie, [...plays, newer, newer])).toEqual({
      accepted: 1,
      duplicates: 3,
    });
    expect((await rowsOf(ownEstablishment.id)).map((row) => row.seq)).toEqual([1, 2, 3]);
  });

  it("refuses the whole batch when one play is for another user's establishment", async () => {
    const stranger = await signedInUser(context, { complimentary: true });
    const theirs = await fixtures.establishment(stranger.cookie, { tradingName: "Ajeno" });
    const mine = await fixtures.establishment(owner.cookie);
    const response = await fixtures.send(owner.cookie, [
      fixtures.play(mine.id, songId(0)),
      fixtures.play(theirs.id, songId(1)),
    ]);
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.message).toBe(errors.establishmentNotFound);
    expect(error.issues).toEqual([
      { path: "plays.1.establishmentId", message: errors.establishmentNotFound },
    ]);
    expect(await rowsOf(mine.id)).toEqual([]);
    expect(await rowsOf(theirs.id)).toEqual([]);
  });

  it("refuses plays for an archived establishment", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    await db()
      .update(establishment)
      .set({ archivedAt: new Date() })
      .where(eq(establishment.id, ownEstablishment.id));
    const response = await fixtures.send(owner.cookie, [
      fixtures.play(ownEstablishment.id, songId(0)),
    ]);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(errors.establishmentArchived);
    expect(await rowsOf(ownEstablishment.id)).toEqual([]);
  });

  it("refuses a song the catalogue does not have, in Spanish, writing nothing", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const response = await fixtures.send(owner.cookie, [
      fixtures.play(ownEstablishment.id, songId(0)),
      fixtures.play(ownEstablishment.id, randomUUID()),
    ]);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({
      message: errors.songNotFound,
      issues: [{ path: "plays.1.songId", message: errors.songNotFound }],
    });
    expect(await rowsOf(ownEstablishment.id)).toEqual([]);
  });

  it("keeps a play's title after the catalogue renames the song", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const [renamed] = await fixtures.songs(admin.cookie, ["Nombre antiguo"]);
    const id = (renamed as { id: string }).id;
    await fixtures.sendOk(owner.cookie, [fixtures.play(ownEstablishment.id, id)]);
    await db().update(song).set({ title: "Nombre nuevo" }).where(eq(song.id, id));
    expect((await rowsOf(ownEstablishment.id))[0]?.title).toBe("Nombre antiguo");
  });

  it("numbers plays in the order they arrive, whenever they started", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const later = fixtures.play(ownEstablishment.id, songId(1));
    // Played offline five hours ago inside the device's lease, sent now: late, and taken.
    const fiveHoursAgo = Date.now() - 5 * 3_600_000;
    const earlier = fixtures.play(ownEstablishment.id, songId(0), {
      startedAt: new Date(fiveHoursAgo).toISOString(),
      lease: fixtures.lease(owner.id, new Date(fiveHoursAgo - 3_600_000)),
    });
    await fixtures.sendOk(owner.cookie, [later]);
    await fixtures.sendOk(owner.cookie, [earlier]);
    const rows = await rowsOf(ownEstablishment.id);
    expect(rows.map((row) => [row.seq, row.clientId])).toEqual([
      [1, later.id],
      [2, earlier.id],
    ]);
    expect(
      (await verifyPlayChain({ db: db(), establishmentId: ownEstablishment.id })).break,
    ).toBeNull();
  });

  it("keeps one unbroken chain under concurrent batches, retries among them", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const batches = Array.from({ length: 12 }, () =>
      Array.from({ length: 10 }, (_, index) =>
        fixtures.play(ownEstablishment.id, songId(index % 3)),
      ),
    );
    // Every batch twice, all at once: the copies must count as duplicates.
    const results = await Promise.all(
      [...batches, ...batches].map((plays) => fixtures.sendOk(owner.cookie, plays)),
    );
    expect(results.reduce((sum, result) => sum + result.accepted, 0)).toBe(120);
    expect(results.reduce((sum, result) => sum + result.duplicates, 0)).toBe(120);
    const rows = await rowsOf(ownEstablishment.id);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(await verifyPlayChain({ db: db(), establishmentId: ownEstablishment.id })).toEqual({
      establishmentId: ownEstablishment.id,
      zoneId: ownEstablishment.id,
      plays: 120,
      break: null,
    });
  });

  it(`takes ${MAX_PLAY_BATCH} plays at once (beyond the default body limit), not one more`, async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const plays = Array.from({ length: MAX_PLAY_BATCH + 1 }, () =>
      fixtures.play(ownEstablishment.id, songId(0)),
    );
    const tooMany = await fixtures.send(owner.cookie, plays);
    expect(tooMany.status).toBe(400);
    expect(await fixtures.sendOk(owner.cookie, plays.slice(1))).toEqual({
      accepted: MAX_PLAY_BATCH,
      duplicates: 0,
    });
  });

  it("refuses plays that cannot be, with Spanish messages naming the rule", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const start = Date.now() - 120_000;
    const at = (ms: number) => new Date(start + ms).toISOString();
    const malformed = await fixtures.send(owner.cookie, [
      fixtures.play(ownEstablishment.id, songId(0), { startedAt: "2019-12-31T23:00:00Z" }),
      fixtures.play(ownEstablishment.id, songId(0), { startedAt: at(0), endedAt: at(-1) }),
      fixtures.play(ownEstablishment.id, songId(0), {
        startedAt: at(0),
        endedAt: at(5 * 3_600_000),
      }),
      fixtures.play(ownEstablishment.id, songId(0), {
        startedAt: at(0),
        endedAt: at(1000),
        secondsHeard: 1.5,
      }),
    ]);
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).issues).toEqual([
      { path: "plays.0.startedAt", message: errors.invalidStart },
      { path: "plays.0.endedAt", message: errors.invalidStart },
      { path: "plays.1.endedAt", message: errors.endsBeforeStart },
      { path: "plays.2.endedAt", message: errors.tooLong },
      { path: "plays.3.secondsHeard", message: errors.heardMoreThanSpan },
    ]);

    // Well formed, but against the rules of the log: the server's clock, the song's length.
    const warn = vi.spyOn(context().infra.logger, "warn");
    const inFuture = new Date(Date.now() + 60_000).toISOString();
    const refused = await fixtures.send(owner.cookie, [
      fixtures.play(ownEstablishment.id, songId(0), { startedAt: at(0) }),
      fixtures.play(ownEstablishment.id, songId(0), { startedAt: inFuture }),
      fixtures.play(ownEstablishment.id, songId(1), { startedAt: at(10_000), secondsHeard: 30 }),
    ]);
    expect(refused.status).toBe(400);
    const issues = [
      { path: "plays.1.endedAt", message: errors.inFuture },
      { path: "plays.2.secondsHeard", message: errors.heardMoreThanSong },
    ];
    expect((await errorOf(refused)).issues).toEqual(issues);
    // Whoever looks into a shop's gap finds the refusal in the server's log, with the times.
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        issues,
        plays: [
          expect.objectContaining({ index: 1, startedAt: inFuture }),
          expect.objectContaining({ index: 2, startedAt: at(10_000) }),
        ],
      }),
      "the play log refused a batch",
    );
    warn.mockRestore();
    expect(await rowsOf(ownEstablishment.id)).toEqual([]);
  });

  it("refuses a play from before the establishment existed", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie, {}, { createdAt: null });
    const response = await fixtures.send(owner.cookie, [
      fixtures.play(ownEstablishment.id, songId(0), {
        startedAt: new Date(Date.now() - 7 * 3_600_000).toISOString(),
        lease: fixtures.lease(owner.id, new Date(Date.now() - 8 * 3_600_000)),
      }),
    ]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: "plays.0.startedAt", message: errors.beforeEstablishment },
    ]);
  });

  it("keeps one stream per establishment: no overlap, no two plays at one instant", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const start = Date.now() - 200_000;
    const at = (ms: number) => new Date(start + ms).toISOString();
    const first = fixtures.play(ownEstablishment.id, songId(0), {
      startedAt: at(0),
      endedAt: at(1000),
    });
    await fixtures.sendOk(owner.cookie, [first]);

    // A crossfade is logged as one song ending where the next begins: that is one stream.
    const next = fixtures.play(ownEstablishment.id, songId(1), {
      startedAt: at(1000),
      endedAt: at(2000),
    });
    const response = await fixtures.send(owner.cookie, [
      next,
      fixtures.play(ownEstablishment.id, songId(1), { startedAt: at(500), endedAt: at(1500) }),
      fixtures.play(ownEstablishment.id, songId(2), {
        startedAt: at(0),
        endedAt: at(0),
        secondsHeard: 0,
      }),
      // Two plays of one batch that overlap each other: the one that started first keeps it.
      fixtures.play(ownEstablishment.id, songId(0), { startedAt: at(10_000), endedAt: at(11_000) }),
      fixtures.play(ownEstablishment.id, songId(2), { startedAt: at(10_500), endedAt: at(11_500) }),
    ]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: "plays.1.startedAt", message: errors.overlaps },
      { path: "plays.2.startedAt", message: errors.sameStart },
      { path: "plays.4.startedAt", message: errors.overlaps },
    ]);
    // The player drops what was refused and sends the rest.
    const rest = JSON.parse(JSON.stringify([next])) as (typeof next)[];
    expect(await fixtures.sendOk(owner.cookie, rest)).toEqual({ accepted: 1, duplicates: 0 });
    expect((await rowsOf(ownEstablishment.id)).map((row) => row.clientId)).toEqual([
      first.id,
      next.id,
    ]);
  });

  it("takes a late play only inside a lease this server issued to its device", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const lease = fixtures.lease(owner.id, hoursAgo(3));
    const late = (hours: number, changes: Partial<PlayReport> = {}) =>
      fixtures.play(ownEstablishment.id, songId(0), {
        startedAt: hoursAgo(hours).toISOString(),
        ...changes,
      });
    const otherDevice = randomUUID();
    const response = await fixtures.send(owner.cookie, [
      late(2.9),
      late(2.8, { lease: fixtures.lease(owner.id, hoursAgo(3), otherDevice) }),
      late(2.7, { lease: { ...lease, expiresAt: new Date().toISOString() } }),
      late(2.6, { lease: fixtures.lease(randomUUID(), hoursAgo(3)) }),
      late(3.5, { lease }),
    ]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: "plays.0.lease", message: errors.lateWithoutLease },
      { path: "plays.1.lease", message: errors.lateWithoutLease },
      { path: "plays.2.lease", message: errors.lateWithoutLease },
      { path: "plays.3.lease", message: errors.lateWithoutLease },
      { path: "plays.4.lease", message: errors.outsideLease },
    ]);

    const inside = late(2.5, { lease });
    expect(await fixtures.sendOk(owner.cookie, [inside])).toEqual({ accepted: 1, duplicates: 0 });
    const [row] = await rowsOf(ownEstablishment.id);
    expect(row?.receivedAt.getTime()).toBeGreaterThan(Date.parse(inside.endedAt) + 3_600_000);
  });

  it("lets a play recorded live win over a late one that overlaps it", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    // Another device held the establishment, went offline, and this one took it over.
    const device = randomUUID();
    await fixtures.claimed(owner.cookie, {
      establishmentId: ownEstablishment.id,
      deviceId: device,
    });
    const takeOver = await client.post(
      `/api/establishments/${ownEstablishment.id}/claim`,
      { deviceId: fixtures.deviceId, takeOver: true },
      { cookie: owner.cookie },
    );
    expect(takeOver.status).toBe(200);
    await db()
      .update(playbackClaim)
      .set({ claimedAt: new Date(Date.now() - 5 * 60_000) })
      .where(
        and(
          eq(playbackClaim.zoneId, ownEstablishment.id),
          eq(playbackClaim.deviceId, fixtures.deviceId),
        ),
      );
    const live = fixtures.play(ownEstablishment.id, songId(0), {
      startedAt: new Date(Date.now() - 100_000).toISOString(),
    });
    await fixtures.sendOk(owner.cookie, [live]);
    // The other device says it played on, offline, over the same moment: it arrives late.
    const [long] = await fixtures.songs(admin.cookie, ["Larga"], { seconds: 600 });
    const lateStart = Date.now() - 5 * 60_000 - 10_000;
    const lateEnd = Date.parse(live.startedAt) + 500;
    const late = fixtures.play(ownEstablishment.id, (long as { id: string }).id, {
      startedAt: new Date(lateStart).toISOString(),
      endedAt: new Date(lateEnd).toISOString(),
      secondsHeard: (lateEnd - lateStart) / 1000,
      deviceId: device,
      lease: fixtures.lease(owner.id, new Date(Date.now() - 3_600_000), device),
    });
    const response = await fixtures.send(owner.cookie, [late]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: "plays.0.startedAt", message: errors.overlaps },
    ]);
    expect((await rowsOf(ownEstablishment.id)).map((row) => row.clientId)).toEqual([live.id]);
  });

  it("takes plays after access ended only if they lie before its end, and inside their lease", async () => {
    const former = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(former.cookie);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // Complimentary access withdrawn two hours ago.
    await db()
      .update(subscription)
      .set({ status: "canceled", updatedAt: hoursAgo(2) })
      .where(eq(subscription.userId, former.id));
    await context().infra.events.publish({ topic: userTopic(former.id) });
    const lease = fixtures.lease(former.id, hoursAgo(4));
    const before = fixtures.play(ownEstablishment.id, songId(0), {
      startedAt: hoursAgo(3).toISOString(),
      lease,
    });
    const after = fixtures.play(ownEstablishment.id, songId(1), {
      startedAt: hoursAgo(1).toISOString(),
      lease,
    });
    const now = fixtures.play(ownEstablishment.id, songId(2));
    const response = await fixtures.send(former.cookie, [before, after, now]);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues).toEqual([
      { path: "plays.1.endedAt", message: errors.outsideAccess },
      { path: "plays.2.endedAt", message: errors.outsideAccess },
    ]);
    expect(await fixtures.sendOk(former.cookie, [before])).toEqual({ accepted: 1, duplicates: 0 });
  });

  it("is refused to visitors and for an establishment that is not the user's", async () => {
    const play = fixtures.play(randomUUID(), songId(0));
    expect((await fixtures.send("", [play])).status).toBe(401);
    const withoutAccess = await signedInUser(context);
    expect((await fixtures.send(withoutAccess.cookie, [play])).status).toBe(404);
    // Admins may play, but have no establishment unless they made one.
    const asAdmin = await fixtures.send(admin.cookie, [play]);
    expect(asAdmin.status).toBe(404);
  });

  it("cannot change a play: the database refuses any UPDATE", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    await fixtures.sendOk(owner.cookie, [fixtures.play(ownEstablishment.id, songId(0))]);
    await expect(
      db()
        .update(playLog)
        .set({ title: "Otra" })
        .where(eq(playLog.establishmentId, ownEstablishment.id)),
    ).rejects.toThrow();
    expect((await rowsOf(ownEstablishment.id))[0]?.title).toBe("Amanecer");
  });
});
