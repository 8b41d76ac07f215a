import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import { playLogCopy } from "~/shared/copy/play-log";
import { userTopic } from "~/shared/events/topics";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { openEventStream } from "../../testing/event-stream";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("/api/establishments/:id/claim", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    const [made] = await fixtures.songs(admin.cookie, ["Amanecer"], { seconds: 180 });
    songId = (made as { id: string }).id;
  });

  const claim = (
    establishmentId: string,
    deviceId: string,
    takeOver = false,
    cookie = owner.cookie,
  ) =>
    client.post(`/api/establishments/${establishmentId}/claim`, { deviceId, takeOver }, { cookie });
  const heartbeat = (establishmentId: string, deviceId: string, cookie = owner.cookie) =>
    client.post(`/api/establishments/${establishmentId}/claim/heartbeat`, { deviceId }, { cookie });
  const read = async (establishmentId: string, deviceId: string) => {
    const response = await client.get(
      `/api/establishments/${establishmentId}/claim?deviceId=${deviceId}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as PlaybackClaimState;
  };
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;
  const claimsOf = (establishmentId: string) =>
    context()
      .database.db.select()
      .from(playbackClaim)
      .where(eq(playbackClaim.establishmentId, establishmentId));

  it("gives a free establishment to the first device, and again to the same device", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const device = randomUUID();
    expect((await read(establishment.id, device)).holder).toBe("nobody");

    const first = await claim(establishment.id, device);
    expect(first.status).toBe(200);
    expect(((await first.json()) as PlaybackClaimState).holder).toBe("this-device");
    const again = await claim(establishment.id, device);
    expect(again.status).toBe(200);
    expect(await claimsOf(establishment.id)).toHaveLength(1);
    expect(await read(establishment.id, device)).toMatchObject({ holder: "this-device" });
    expect(await read(establishment.id, randomUUID())).toMatchObject({
      holder: "other-device",
      seenSecondsAgo: 0,
    });
  });

  it("asks before another device takes it, and gives it on a take-over", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const [first, second] = [randomUUID(), randomUUID()];
    expect((await claim(establishment.id, first)).status).toBe(200);

    const refused = await claim(establishment.id, second);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: "CONFLICT",
      message: playbackClaimsCopy.errors.heldElsewhere,
    });
    expect(await claimsOf(establishment.id)).toHaveLength(1);

    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    const taken = await claim(establishment.id, second, true);
    expect(taken.status).toBe(200);
    expect(await stream.readUntil(`"topic":"${userTopic(owner.id)}"`)).toContain("event: change");
    await stream.close();
    expect((await read(establishment.id, first)).holder).toBe("other-device");
    expect((await read(establishment.id, second)).holder).toBe("this-device");
    expect(await claimsOf(establishment.id)).toHaveLength(2);
  });

  it("gives a stale claim without asking", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const [first, second] = [randomUUID(), randomUUID()];
    expect((await claim(establishment.id, first)).status).toBe(200);
    await context()
      .database.db.update(playbackClaim)
      .set({ lastSeenAt: new Date(Date.now() - CLAIM_STALE_MS - 1000) })
      .where(eq(playbackClaim.establishmentId, establishment.id));
    expect((await read(establishment.id, second)).seenSecondsAgo).toBeGreaterThanOrEqual(61);
    expect((await claim(establishment.id, second)).status).toBe(200);
    expect((await read(establishment.id, second)).holder).toBe("this-device");
  });

  it("keeps the holder's claim with heartbeats and tells the device that lost it", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const [first, second] = [randomUUID(), randomUUID()];
    const none = await heartbeat(establishment.id, first);
    expect(none.status).toBe(409);
    expect((await errorOf(none)).message).toBe(playbackClaimsCopy.errors.notHeld);

    expect((await claim(establishment.id, first)).status).toBe(200);
    await context()
      .database.db.update(playbackClaim)
      .set({ lastSeenAt: new Date(Date.now() - 30_000) })
      .where(eq(playbackClaim.establishmentId, establishment.id));
    const beat = await heartbeat(establishment.id, first);
    expect(beat.status).toBe(200);
    expect(((await beat.json()) as PlaybackClaimState).seenSecondsAgo).toBe(0);
    // Heard just now: the second device must still ask.
    expect((await claim(establishment.id, second)).status).toBe(409);

    expect((await claim(establishment.id, second, true)).status).toBe(200);
    const lost = await heartbeat(establishment.id, first);
    expect(lost.status).toBe(409);
    // Taken over a moment ago: 0 s, or 1 s on a busy machine.
    expect([0, 1].map(playbackClaimsCopy.errors.lost)).toContain((await errorOf(lost)).message);
    expect((await heartbeat(establishment.id, second)).status).toBe(200);
  });

  it("refuses the plays the device that lost began after the take-over, not before", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const [first, second] = [randomUUID(), randomUUID()];
    const ago = (ms: number) => new Date(Date.now() - ms);
    expect((await claim(establishment.id, first)).status).toBe(200);
    expect((await claim(establishment.id, second, true)).status).toBe(200);
    // Both claims moved into the past, so every play below has ended and arrives live.
    const [firstClaim, secondClaim] = (await claimsOf(establishment.id)).sort(
      (a, b) => a.claimedAt.getTime() - b.claimedAt.getTime(),
    );
    for (const [row, claimedAt] of [
      [firstClaim, ago(200_000)],
      [secondClaim, ago(100_000)],
    ] as const)
      await context()
        .database.db.update(playbackClaim)
        .set({ claimedAt })
        .where(eq(playbackClaim.id, (row as { id: string }).id));

    const play = (deviceId: string, startedAt: Date) =>
      fixtures.play(establishment.id, songId, { deviceId, startedAt: startedAt.toISOString() });
    // Before the first claim nobody held the establishment: no device's play is taken.
    const unclaimed = await fixtures.send(owner.cookie, [play(first, ago(250_000))]);
    expect(unclaimed.status).toBe(400);
    expect((await errorOf(unclaimed)).message).toBe(playLogCopy.errors.notClaimed);
    expect(await fixtures.sendOk(owner.cookie, [play(first, ago(150_000))])).toEqual({
      accepted: 1,
      duplicates: 0,
    });
    const refused = await fixtures.send(owner.cookie, [play(first, ago(50_000))]);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.claimedElsewhere);
    expect(await fixtures.sendOk(owner.cookie, [play(second, ago(40_000))])).toEqual({
      accepted: 1,
      duplicates: 0,
    });
  });

  it("logs both plays of a take-over, the lost device's sounding on until it heard, in either order", async () => {
    for (const lostFirst of [true, false]) {
      const establishment = await fixtures.establishment(owner.cookie);
      const [lost, taker] = [randomUUID(), randomUUID()];
      const ago = (ms: number) => new Date(Date.now() - ms);
      expect((await claim(establishment.id, lost)).status).toBe(200);
      expect((await claim(establishment.id, taker, true)).status).toBe(200);
      const [, takeOver] = (await claimsOf(establishment.id)).sort(
        (a, b) => a.claimedAt.getTime() - b.claimedAt.getTime(),
      );
      const [lostClaim] = await claimsOf(establishment.id).then((rows) =>
        rows.filter((row) => row.deviceId === lost),
      );
      for (const [row, claimedAt] of [
        [lostClaim, ago(300_000)],
        [takeOver, ago(200_000)],
      ] as const)
        await context()
          .database.db.update(playbackClaim)
          .set({ claimedAt })
          .where(eq(playbackClaim.id, (row as { id: string }).id));

      // The lost device began before the take-over and heard of it 10 s later.
      const tail = fixtures.play(establishment.id, songId, {
        deviceId: lost,
        startedAt: ago(210_000).toISOString(),
        endedAt: ago(190_000).toISOString(),
        secondsHeard: 20,
      });
      const taken = fixtures.play(establishment.id, songId, {
        deviceId: taker,
        startedAt: ago(199_000).toISOString(),
        endedAt: ago(180_000).toISOString(),
        secondsHeard: 19,
      });
      for (const play of lostFirst ? [tail, taken] : [taken, tail])
        expect(await fixtures.sendOk(owner.cookie, [play])).toEqual({ accepted: 1, duplicates: 0 });
    }
  });

  it("still refuses an overlap a take-over cannot excuse", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const [lost, taker] = [randomUUID(), randomUUID()];
    const ago = (ms: number) => new Date(Date.now() - ms);
    expect((await claim(establishment.id, lost)).status).toBe(200);
    expect((await claim(establishment.id, taker, true)).status).toBe(200);
    const rows = await claimsOf(establishment.id);
    for (const row of rows)
      await context()
        .database.db.update(playbackClaim)
        .set({ claimedAt: ago(row.deviceId === lost ? 600_000 : 300_000) })
        .where(eq(playbackClaim.id, row.id));

    // The lost device played on for two minutes past the take-over: no device hears that late.
    const tooLong = fixtures.play(establishment.id, songId, {
      deviceId: lost,
      startedAt: ago(310_000).toISOString(),
      endedAt: ago(180_000).toISOString(),
      secondsHeard: 130,
    });
    expect(await fixtures.sendOk(owner.cookie, [tooLong])).toEqual({ accepted: 1, duplicates: 0 });
    const refused = await fixtures.send(owner.cookie, [
      fixtures.play(establishment.id, songId, {
        deviceId: taker,
        startedAt: ago(290_000).toISOString(),
        endedAt: ago(270_000).toISOString(),
        secondsHeard: 20,
      }),
    ]);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.overlaps);
  });

  it("answers 404 for another user's establishment and 400 for bad input", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const device = randomUUID();
    const foreign = await claim(establishment.id, device, false, stranger.cookie);
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe(playbackClaimsCopy.errors.establishmentNotFound);
    expect((await heartbeat(establishment.id, device, stranger.cookie)).status).toBe(404);
    expect(
      (
        await client.get(`/api/establishments/${establishment.id}/claim?deviceId=${device}`, {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await claim(randomUUID(), device)).status).toBe(404);

    expect((await claim(establishment.id, "not-a-uuid")).status).toBe(400);
    expect((await claim("x", device)).status).toBe(400);
    const badTakeOver = await client.post(
      `/api/establishments/${establishment.id}/claim`,
      { deviceId: device, takeOver: "yes" },
      { cookie: owner.cookie },
    );
    expect(badTakeOver.status).toBe(400);
    expect(
      (await client.get(`/api/establishments/${establishment.id}/claim`, { cookie: owner.cookie }))
        .status,
    ).toBe(400);
    expect(
      (await client.post(`/api/establishments/${establishment.id}/claim`, { deviceId: device }))
        .status,
    ).toBe(401);
    expect(await claimsOf(establishment.id)).toHaveLength(0);
  });
});
