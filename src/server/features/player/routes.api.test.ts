import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { catalogFixtures, fixtureMp3 } from "../../testing/catalog-fixtures";
import { httpClient, signedInRoles, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("/api/access and /api/songs/:id/audio", (context) => {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  let admin: SignedInUser, user: SignedInUser, subscriber: SignedInUser;
  beforeAll(async () => {
    ({ admin, user, subscriber } = await signedInRoles(context));
  });

  it("tells the player whether the user may play: visitors 401, users no, admins yes", async () => {
    expect((await client.get("/api/access")).status).toBe(401);
    expect(await (await client.get("/api/access", { cookie: user.cookie })).json()).toEqual({
      active: false,
      tier: null,
      state: { kind: "inactive" },
      complimentary: false,
    });
    expect(await (await client.get("/api/access", { cookie: admin.cookie })).json()).toMatchObject({
      active: true,
      state: { kind: "admin" },
    });
    expect(
      await (await client.get("/api/access", { cookie: subscriber.cookie })).json(),
    ).toMatchObject({ active: true, complimentary: true });
  });

  it("streams audio only to subscribers and admins, with ranges for seeking", async () => {
    const mp3 = fixtureMp3();
    const genre = await fixtures.genre(admin.cookie, `Audio ${Date.now()}`);
    const track = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Para escuchar" });
    const audio = `/api/songs/${track.id}/audio`;
    expect((await client.get(audio)).status).toBe(401);
    const refused = await client.get(audio, { cookie: user.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("SUBSCRIPTION_REQUIRED");

    const whole = await client.get(audio, { cookie: subscriber.cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("cache-control")).toMatch(/private/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(mp3))).toBe(true);

    const part = await client.get(audio, {
      cookie: admin.cookie,
      headers: { range: "bytes=10-19" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${mp3.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(mp3.subarray(10, 20)))).toBe(
      true,
    );
    expect(
      (
        await client.get(audio, {
          cookie: admin.cookie,
          headers: { range: `bytes=${mp3.length}-` },
        })
      ).status,
    ).toBe(416);
    expect(
      (await client.get(`/api/songs/${randomUUID()}/audio`, { cookie: admin.cookie })).status,
    ).toBe(404);
  });
});
