import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import { playLogCopy } from "~/shared/copy/play-log";
import { userTopic } from "~/shared/events/topics";
import type { PlayHistoryPage, PlayReport } from "~/shared/play-log/schema";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { openEventStream } from "../../testing/event-stream";
import {
  GOOD_PASSWORD,
  httpClient,
  sessionCookie,
  signedInUser,
  type SignedInUser,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

/**
 * A device is whoever holds its claim in its session (decision 034): the device id is the
 * browser's own choice, so anyone of the account could send it; the session is not.
 * Everything here goes through the API, as a second person or a second browser would.
 */
describeEachDatabase("claims belong to the session that made them", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    const [made] = await fixtures.songs(admin.cookie, ["Amanecer"]);
    songId = (made as { id: string }).id;
  });

  const claim = (zoneId: string, deviceId: string, cookie: string, takeOver = false) =>
    client.post(`/api/zones/${zoneId}/claim`, { deviceId, takeOver }, { cookie });
  const heartbeat = (zoneId: string, deviceId: string, cookie: string) =>
    client.post(`/api/zones/${zoneId}/claim/heartbeat`, { deviceId }, { cookie });
  const stateFor = async (zoneId: string, deviceId: string, cookie: string) => {
    const response = await client.get(`/api/zones/${zoneId}/claim?deviceId=${deviceId}`, {
      cookie,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as PlaybackClaimState;
  };
  const holderFor = async (zoneId: string, deviceId: string, cookie: string) =>
    (await stateFor(zoneId, deviceId, cookie)).holder;
  const errorOf = async (response: Response) =>
    (
      (await response.json()) as {
        error: { code: string; message: string; issues?: { path: string; message: string }[] };
      }
    ).error;
  /** The same person signed in once more: another browser, or the same one after signing out. */
  const signInAgain = async (email: string) =>
    sessionCookie(await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }));
  const signOut = async (cookie: string) =>
    expect((await client.post("/api/auth/sign-out", {}, { cookie })).status).toBe(200);
  /**
   * Plays of `deviceId` begun from now on (after the claims made so far), one after
   * another, the first `afterMs` from now: a second's play ends within the clock's slack.
   */
  const playsFrom = (
    establishmentId: string,
    deviceId: string,
    count = 1,
    afterMs = 10,
  ): PlayReport[] => {
    const now = Date.now();
    return Array.from({ length: count }, (_, index) =>
      fixtures.play(establishmentId, songId, {
        deviceId,
        startedAt: new Date(now + afterMs + index * 1100).toISOString(),
      }),
    );
  };
  const post = (cookie: string, plays: PlayReport[]) =>
    client.post("/api/play-log", { plays }, { cookie });
  const playsLogged = async (establishmentId: string) => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await client.get(
      `/api/play-log?establishmentId=${establishmentId}&from=${day(-1)}&to=${day(1)}`,
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as PlayHistoryPage).total;
  };
  const claimsOf = (zoneId: string) =>
    context().database.db.select().from(playbackClaim).where(eq(playbackClaim.zoneId, zoneId));
  /**
   * Moves a zone's claims a minute into the past, in order: a play begun now is then more
   * than the clock's slack after the latest of them, as after a minute of music.
   */
  const aMinuteAgo = (zoneId: string) =>
    context()
      .database.db.update(playbackClaim)
      .set({ claimedAt: sql`${playbackClaim.claimedAt} - interval '1 minute'` })
      .where(eq(playbackClaim.zoneId, zoneId));

  it("refuses the plays a team member sends with the device id of the device that plays the zone", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [establishment.id],
    });
    const shop = randomUUID();
    expect((await claim(establishment.id, shop, owner.cookie)).status).toBe(200);

    // The employee's phone says it is the shop's computer.
    const forged = await post(employee.cookie, playsFrom(establishment.id, shop, 2));
    expect(forged.status).toBe(400);
    const refusal = await errorOf(forged);
    expect(refusal.message).toBe(playLogCopy.errors.claimedElsewhere);
    expect(refusal.issues?.map((issue) => issue.path)).toEqual([
      "plays.0.deviceId",
      "plays.1.deviceId",
    ]);
    // Its claim and heartbeat under that id are another device's too: asked, and told.
    expect((await claim(establishment.id, shop, employee.cookie)).status).toBe(409);
    expect((await heartbeat(establishment.id, shop, employee.cookie)).status).toBe(409);
    expect(await holderFor(establishment.id, shop, employee.cookie)).toBe("other-device");
    expect(await playsLogged(establishment.id)).toBe(0);

    // The shop's computer itself goes on logging.
    expect((await post(owner.cookie, playsFrom(establishment.id, shop))).status).toBe(200);
    expect(await playsLogged(establishment.id)).toBe(1);
  });

  it("treats a second session with the holder's device id as another device: asked, refused, and a take-over the first one hears", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const shop = randomUUID();
    expect((await claim(establishment.id, shop, owner.cookie)).status).toBe(200);
    const elsewhere = await signInAgain(owner.email);

    expect(await holderFor(establishment.id, shop, elsewhere)).toBe("other-device");
    const asked = await claim(establishment.id, shop, elsewhere);
    expect(asked.status).toBe(409);
    expect((await errorOf(asked)).message).toBe(playbackClaimsCopy.zone.errors.heldElsewhere);
    const beat = await heartbeat(establishment.id, shop, elsewhere);
    expect(beat.status).toBe(409);
    expect((await errorOf(beat)).message).toMatch(/^Esta zona ha pasado a sonar/);
    const forged = await post(elsewhere, playsFrom(establishment.id, shop));
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).message).toBe(playLogCopy.errors.claimedElsewhere);
    // The holder noticed nothing: still its zone, one claim.
    expect((await heartbeat(establishment.id, shop, owner.cookie)).status).toBe(200);
    expect(await holderFor(establishment.id, shop, owner.cookie)).toBe("this-device");
    expect(await claimsOf(establishment.id)).toHaveLength(1);

    // Taking it over is a take-over like any other: published, and the holder loses it.
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    expect((await claim(establishment.id, shop, elsewhere, true)).status).toBe(200);
    expect(await stream.readUntil(`"topic":"${userTopic(owner.id)}"`)).toContain("event: change");
    await stream.close();
    await aMinuteAgo(establishment.id);
    expect(await holderFor(establishment.id, shop, owner.cookie)).toBe("other-device");
    expect((await heartbeat(establishment.id, shop, owner.cookie)).status).toBe(409);
    const lost = await post(owner.cookie, playsFrom(establishment.id, shop));
    expect(lost.status).toBe(400);
    expect((await errorOf(lost)).message).toBe(playLogCopy.errors.claimedElsewhere);
    expect(await claimsOf(establishment.id)).toHaveLength(2);
  });

  it("refuses plays in a zone no device claimed", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const unclaimed = await post(owner.cookie, playsFrom(establishment.id, randomUUID()));
    expect(unclaimed.status).toBe(400);
    const refusal = await errorOf(unclaimed);
    expect(refusal.message).toBe(playLogCopy.errors.notClaimed);
    expect(refusal.issues?.[0]?.path).toBe("plays.0.deviceId");
    expect(await playsLogged(establishment.id)).toBe(0);
  });

  it("keeps the claim through a reload of the same session, and its plays", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const shop = randomUUID();
    expect((await claim(establishment.id, shop, owner.cookie)).status).toBe(200);
    const before = playsFrom(establishment.id, shop);
    // The page reloads: the same cookie, the same device id, a claim asked for again.
    const again = await claim(establishment.id, shop, owner.cookie);
    expect(again.status).toBe(200);
    expect(((await again.json()) as PlaybackClaimState).holder).toBe("this-device");
    expect(await claimsOf(establishment.id)).toHaveLength(1);
    const after = playsFrom(establishment.id, shop, 1, 1500);
    expect((await post(owner.cookie, [...before, ...after])).status).toBe(200);
    expect(await playsLogged(establishment.id)).toBe(2);
  });

  it("lets a browser signed in again claim without asking, and refuses what its old session left unsent", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const shop = randomUUID();
    const first = await signInAgain(owner.email);
    expect((await claim(establishment.id, shop, first)).status).toBe(200);
    await aMinuteAgo(establishment.id);
    const unsent = [
      fixtures.play(establishment.id, songId, {
        deviceId: shop,
        startedAt: new Date(Date.now() - 30_000).toISOString(),
      }),
    ];
    await signOut(first);

    const second = await signInAgain(owner.email);
    // The session that held it has ended: nobody plays the zone now, so nobody is asked.
    const claimed = await claim(establishment.id, shop, second);
    expect(claimed.status, await claimed.clone().text()).toBe(200);
    expect(((await claimed.json()) as PlaybackClaimState).holder).toBe("this-device");
    // The play begun under the old session can never be this session's.
    const refused = await post(second, unsent);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.claimedElsewhere);
    expect((await post(second, playsFrom(establishment.id, shop, 1, 1500))).status).toBe(200);
    expect(await playsLogged(establishment.id)).toBe(1);
  });

  it("lets two people take turns on one shop computer", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [establishment.id],
    });
    const shop = randomUUID();
    const morning = await signInAgain(owner.email);
    expect((await claim(establishment.id, shop, morning)).status).toBe(200);
    expect((await post(morning, playsFrom(establishment.id, shop))).status).toBe(200);
    const phone = randomUUID();
    expect(await stateFor(establishment.id, phone, owner.cookie)).toMatchObject({
      holder: "other-device",
      live: true,
    });
    await signOut(morning);
    // Read as a remote reads it: another device's claim, but nobody would be asked for it.
    expect(await stateFor(establishment.id, phone, owner.cookie)).toMatchObject({
      holder: "other-device",
      live: false,
    });

    // The employee signs in on the same computer (the same device id) and plays at once.
    const afternoon = await team.signIn(employee.email);
    expect((await claim(establishment.id, shop, afternoon)).status).toBe(200);
    expect((await post(afternoon, playsFrom(establishment.id, shop, 1, 1500))).status).toBe(200);
    expect(await playsLogged(establishment.id)).toBe(2);

    // Signed in again without the employee signing out: asked first, as on any device.
    const evening = await signInAgain(owner.email);
    expect((await claim(establishment.id, shop, evening)).status).toBe(409);
    expect((await claim(establishment.id, shop, evening, true)).status).toBe(200);
    expect((await heartbeat(establishment.id, shop, afternoon)).status).toBe(409);
  });

  it("keeps a claim made before claims named their session for its device, and binds it to the session of its next heartbeat", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const shop = randomUUID();
    // A player open across the upgrade: its claim names no session.
    await context()
      .database.db.insert(playbackClaim)
      .values({
        id: randomUUID(),
        establishmentId: establishment.id,
        zoneId: establishment.id,
        deviceId: shop,
        sessionId: null,
        claimedAt: new Date(Date.now() - 60_000),
        lastSeenAt: new Date(Date.now() - 10_000),
      });
    expect(await holderFor(establishment.id, shop, owner.cookie)).toBe("this-device");
    expect((await post(owner.cookie, playsFrom(establishment.id, shop))).status).toBe(200);

    // Its next heartbeat, without a question, makes the claim this session's.
    const beat = await heartbeat(establishment.id, shop, owner.cookie);
    expect(beat.status).toBe(200);
    expect(((await beat.json()) as PlaybackClaimState).holder).toBe("this-device");
    const rows = await claimsOf(establishment.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.sessionId !== null)).toHaveLength(1);
    await aMinuteAgo(establishment.id);
    const elsewhere = await signInAgain(owner.email);
    expect((await heartbeat(establishment.id, shop, elsewhere)).status).toBe(409);
    expect((await post(elsewhere, playsFrom(establishment.id, shop))).status).toBe(400);
    expect((await post(owner.cookie, playsFrom(establishment.id, shop, 1, 1500))).status).toBe(200);
  });

  it("takes a wait only from the session that holds the zone, and its end only from the session that began it", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const shop = randomUUID();
    expect((await claim(establishment.id, shop, owner.cookie)).status).toBe(200);
    const elsewhere = await signInAgain(owner.email);
    const wait = (id: string) => ({
      id,
      establishmentId: establishment.id,
      startedAt: new Date().toISOString(),
      reason: "gesture",
    });

    const forged = await client.post("/api/play-log/waits", wait(randomUUID()), {
      cookie: elsewhere,
    });
    expect(forged.status).toBe(400);
    expect((await errorOf(forged)).message).toBe(playLogCopy.waits.errors.notHeld);

    const id = randomUUID();
    expect(
      (await client.post("/api/play-log/waits", wait(id), { cookie: owner.cookie })).status,
    ).toBe(200);
    const end = { endedAt: new Date().toISOString() };
    const endedElsewhere = await client.post(`/api/play-log/waits/${id}/end`, end, {
      cookie: elsewhere,
    });
    expect(endedElsewhere.status).toBe(400);
    expect((await errorOf(endedElsewhere)).message).toBe(playLogCopy.waits.errors.otherSession);
    expect(
      (await client.post(`/api/play-log/waits/${id}/end`, end, { cookie: owner.cookie })).status,
    ).toBe(200);
  });
});
