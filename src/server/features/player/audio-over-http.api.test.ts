import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { audioLink, httpClient, signedInRoles, type SignedInUser } from "../../testing/http-client";
import { listen } from "../../testing/listening-app";
import { describeEachDatabase } from "../../testing/test-app";

/**
 * The audio as the server sends it (straight into Node's response, not through the
 * in-process app): the same bytes, headers and refusals as everywhere else.
 */
describeEachDatabase("audio over HTTP", (context) => {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  let server: Awaited<ReturnType<typeof listen>>;
  let subscriber: SignedInUser;
  let link: string;
  let whole: Buffer;
  beforeAll(async () => {
    server = await listen(context().app);
    const roles = await signedInRoles(context);
    subscriber = roles.subscriber;
    const genre = await fixtures.genre(roles.admin.cookie, `HTTP ${Date.now()}`);
    const song = await fixtures.song(roles.admin.cookie, {
      genreId: genre.id,
      title: "Por la red",
    });
    link = await audioLink(client, subscriber.cookie, song.id);
    whole = Buffer.from(
      await (await client.get(link, { cookie: subscriber.cookie })).arrayBuffer(),
    );
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (range?: string, cookie = subscriber.cookie) =>
    server.send({ method: "GET", path: link, headers: { cookie, ...(range ? { range } : {}) } });

  it("sends the whole file, and any range of it, with the headers audio needs", async () => {
    const full = await get();
    expect(full.status).toBe(200);
    expect(full.bytes.equals(whole)).toBe(true);
    expect(full.headers).toMatchObject({
      "content-type": "audio/mpeg",
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      "content-length": String(whole.length),
    });
    for (const [range, start, end] of [
      ["bytes=0-99", 0, 99],
      ["bytes=100-", 100, whole.length - 1],
      [`bytes=-10`, whole.length - 10, whole.length - 1],
    ] as const) {
      const part = await get(range);
      expect(part.status).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(part.bytes.equals(whole.subarray(start, end + 1))).toBe(true);
    }
    expect((await get(`bytes=${whole.length}-`)).status).toBe(416);
    expect((await get(undefined, "sonaria.session_token=nadie")).status).toBe(401);
  });

  it("goes on serving when a listener leaves in the middle of a song", async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: "127.0.0.1",
          port: server.port,
          path: link,
          headers: { cookie: subscriber.cookie },
        },
        (response) => {
          response.once("data", () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    });
    const again = await get("bytes=0-99");
    expect(again.status).toBe(206);
    expect(again.bytes.equals(whole.subarray(0, 100))).toBe(true);
  });
});
