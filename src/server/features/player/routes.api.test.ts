import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { catalogFixtures, fixtureMp3 } from "../../testing/catalog-fixtures";
import {
  httpClient,
  signedInRoles,
  signedInUser,
  type SignedInUser,
} from "../../testing/http-client";
import type { OfflineLease } from "~/shared/player/schema";
import { describeEachDatabase } from "../../testing/test-app";
import { audioLinks, AUDIO_LINK_TTL_SECONDS } from "./audio-link";

interface AccessAnswer {
  active: boolean;
  audio: { url: string; expiresInSeconds: number } | null;
}

describeEachDatabase("/api/access and /api/songs/:id/audio", (context) => {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  let admin: SignedInUser, user: SignedInUser, subscriber: SignedInUser;
  let songId: string;
  beforeAll(async () => {
    ({ admin, user, subscriber } = await signedInRoles(context));
    const genre = await fixtures.genre(admin.cookie, `Audio ${Date.now()}`);
    songId = (await fixtures.song(admin.cookie, { genreId: genre.id, title: "Para escuchar" })).id;
  });
  const accessFor = async (who: SignedInUser, id?: string) =>
    (await (
      await client.get(`/api/access${id ? `?songId=${id}` : ""}`, { cookie: who.cookie })
    ).json()) as AccessAnswer;

  it("tells the player whether the user may play: visitors 401, users no, admins yes", async () => {
    expect((await client.get("/api/access")).status).toBe(401);
    const before = Date.now();
    const answer = (await (
      await client.get("/api/access", { cookie: user.cookie })
    ).json()) as AccessAnswer & { serverTime: string };
    expect(answer).toEqual({
      active: false,
      tier: null,
      state: { kind: "inactive" },
      complimentary: false,
      audio: null,
      offline: null,
      serverTime: expect.any(String),
    });
    // The player dates its plays by this clock.
    expect(Date.parse(answer.serverTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(answer.serverTime)).toBeLessThanOrEqual(Date.now());
    expect(await accessFor(admin)).toMatchObject({ active: true, state: { kind: "admin" } });
    expect(await accessFor(subscriber)).toMatchObject({ active: true, complimentary: true });
  });

  it("grants players with access a lease to play offline on their device, renewed at every ask", async () => {
    type WithLease = AccessAnswer & {
      offline: { reserveHours: number; lease: OfflineLease | null };
    };
    const device = randomUUID();
    const leaseFor = async (who: SignedInUser, deviceId?: string) =>
      (await (
        await client.get(`/api/access${deviceId ? `?deviceId=${deviceId}` : ""}`, {
          cookie: who.cookie,
        })
      ).json()) as WithLease;
    const before = Date.now();
    const answer = await leaseFor(subscriber, device);
    expect(answer.offline.reserveHours).toBe(8);
    const lease = answer.offline.lease as OfflineLease;
    expect(lease.deviceId).toBe(device);
    expect(Date.parse(lease.issuedAt)).toBeGreaterThanOrEqual(before);
    const expires = Date.parse(lease.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(72 * 3_600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    expect(lease.signature).toMatch(/^[\w-]{43}$/);
    const other = await leaseFor(admin, device);
    expect(other.offline.lease?.signature).not.toBe(lease.signature);
    // A lease is for one device: without one, none.
    expect((await leaseFor(subscriber)).offline.lease).toBeNull();
    expect(
      (await client.get("/api/access?deviceId=nope", { cookie: subscriber.cookie })).status,
    ).toBe(400);
  });

  it("answers a song's signed audio link with access only, and refuses a bad song id", async () => {
    expect((await accessFor(user, songId)).audio).toBeNull();
    const { audio } = await accessFor(subscriber, songId);
    expect(audio?.expiresInSeconds).toBe(AUDIO_LINK_TTL_SECONDS);
    expect(audio?.url).toMatch(
      new RegExp(`^/api/songs/${songId}/audio\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect(
      (await client.get("/api/access?songId=nope", { cookie: subscriber.cookie })).status,
    ).toBe(400);
  });

  it("streams the audio through a signed link, with ranges for seeking", async () => {
    const mp3 = fixtureMp3();
    const link = (await accessFor(subscriber, songId)).audio?.url as string;
    const whole = await client.get(link, { cookie: subscriber.cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("cache-control")).toMatch(/private/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(mp3))).toBe(true);

    const part = await client.get(link, {
      cookie: subscriber.cookie,
      headers: { range: "bytes=10-19" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${mp3.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(mp3.subarray(10, 20)))).toBe(
      true,
    );
    const past = await client.get(link, {
      cookie: subscriber.cookie,
      headers: { range: `bytes=${mp3.length}-` },
    });
    expect(past.status).toBe(416);
  });

  it("refuses links unsigned, tampered, expired, for another song or of another user", async () => {
    const link = (await accessFor(subscriber, songId)).audio?.url as string;
    const code = async (url: string, who: SignedInUser | null = subscriber) => {
      const response = await client.get(url, who ? { cookie: who.cookie } : {});
      return `${response.status} ${((await response.json()) as { error: { code: string } }).error.code}`;
    };
    expect(await code(link, null)).toBe("401 UNAUTHENTICATED");
    expect(await code(`/api/songs/${songId}/audio`)).toBe("403 FORBIDDEN");
    const tampered = link.replace(/signature=(.)/, (_, first: string) =>
      first === "A" ? "signature=B" : "signature=A",
    );
    expect(await code(tampered)).toBe("403 FORBIDDEN");
    const later = link.replace(
      /expires=(\d+)/,
      (_, value: string) => `expires=${Number(value) + 1}`,
    );
    expect(await code(later)).toBe("403 FORBIDDEN");
    expect(await code(link.replace(songId, randomUUID()))).toBe("403 FORBIDDEN");
    // Another subscriber, signed in, with this one's link.
    const other = await signedInUser(context, { complimentary: true });
    expect(await code(link, other)).toBe("403 FORBIDDEN");

    const links = audioLinks(context().infra.env.AUTH_SECRET as string);
    const expired = links.sign({
      songId,
      userId: subscriber.id,
      now: Date.now() - (AUDIO_LINK_TTL_SECONDS + 1) * 1000,
    });
    const refused = await client.get(expired.url, { cookie: subscriber.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { message: "This audio link has expired" },
    });
    const fresh = await client.get(links.sign({ songId, userId: subscriber.id }).url, {
      cookie: subscriber.cookie,
    });
    expect(fresh.status).toBe(200);
  });

  it("answers 404 for a song that does not exist, even through a good link", async () => {
    const missing = randomUUID();
    const link = (await accessFor(admin, missing)).audio?.url as string;
    expect((await client.get(link, { cookie: admin.cookie })).status).toBe(404);
  });

  it("gives no link once access ends, and the next song cannot start", async () => {
    const shop = await signedInUser(context, { complimentary: true });
    const before = (await accessFor(shop, songId)).audio?.url as string;
    const removed = await client.put(
      `/api/users/${shop.id}/complimentary`,
      { active: false },
      { cookie: admin.cookie },
    );
    expect(removed.status).toBe(200);
    const after = await accessFor(shop, songId);
    expect(after).toMatchObject({ active: false, audio: null });
    // The link given before lives out its minutes, like a presigned S3 link.
    expect((await client.get(before, { cookie: shop.cookie })).status).toBe(200);
  });

  it("refuses a signed-out session's link at once", async () => {
    const shop = await signedInUser(context, { complimentary: true });
    const link = (await accessFor(shop, songId)).audio?.url as string;
    expect((await client.get(link, { cookie: shop.cookie })).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {}, { cookie: shop.cookie })).status).toBe(200);
    expect((await client.get(link, { cookie: shop.cookie })).status).toBe(401);
  });
});
