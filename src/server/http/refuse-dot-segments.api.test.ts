import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogFixtures } from "../testing/catalog-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../testing/http-client";
import { listen } from "../testing/listening-app";
import { describeEachDatabase, TEST_APP_URL } from "../testing/test-app";

// Through a real server: fetch and app.request resolve "%2e%2e" before sending, as
// browsers do; other clients send the path as written.
describeEachDatabase("dot segments and encoded slashes in paths", (context) => {
  const client = httpClient(context);
  let served: Awaited<ReturnType<typeof listen>>;
  let admin: SignedInUser;
  beforeAll(async () => {
    served = await listen(context().app);
    admin = await signedInUser(context, { role: "admin" });
  });
  afterAll(() => served?.close());

  const asAdmin = (method: string, path: string) =>
    served.send({ method, path, headers: { cookie: admin.cookie, origin: TEST_APP_URL } });

  it("refuses DELETE /api/public-playlists/%2e%2e/songs/{id}, which became DELETE /api/songs/{id}", async () => {
    const fixtures = catalogFixtures(context);
    const genre = await fixtures.genre(admin.cookie);
    const song = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Sigue aquí" });

    const response = await asAdmin("DELETE", `/api/public-playlists/%2e%2e/songs/${song.id}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe("BAD_REQUEST");
    expect((await client.get(`/api/songs/${song.id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it("refuses every spelling of a dot segment, and encoded slashes", async () => {
    for (const path of [
      "/api/songs/%2E%2E/x",
      "/api/songs/%2e%2E/x",
      "/api/songs/.%2e/x",
      "/api/songs/%2e./x",
      "/api/songs/%2e/x",
      "/api/songs/../x",
      "/api/songs/./x",
      "/api/songs/a%2fb",
      "/api/songs/a%2Fb",
      "/api/songs/a%5cb",
      "/media/marketing/..%2F..%2Fmusic%2Fa.mp3",
    ])
      expect((await asAdmin("GET", path)).status, path).toBe(400);
    // Dots inside a name, or anywhere in the query, are no dot segments.
    expect((await asAdmin("GET", "/media/marketing/1-logo.v2.png")).status).toBe(404);
    expect((await asAdmin("GET", "/api/plans?next=%2e%2e%2f")).status).toBe(200);
    expect((await asAdmin("GET", "/api/songs?search=..")).status).toBe(200);
  });
});
