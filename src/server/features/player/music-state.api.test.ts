import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { httpClient, nextAddress, signedInUser } from "../../testing/http-client";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";

describeEachDatabase("/api/music-state", (context) => {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  let admin: { cookie: string; id: string };
  let track: { id: string };

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
    const genre = await fixtures.genre(admin.cookie);
    track = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Para seguir" });
  });

  /** What navigator.sendBeacon sends: a string body, typed text/plain, with the cookie. */
  const beacon = (body: string, options: { cookie?: string; origin?: string } = {}) =>
    context().app.request("/api/music-state/beacon", {
      method: "POST",
      body,
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin: options.origin ?? TEST_APP_URL,
        "x-forwarded-for": nextAddress(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });

  it("is refused to visitors", async () => {
    const state = { volume: 0.5, currentSongId: null, position: 0 };
    expect((await client.get("/api/music-state")).status).toBe(401);
    expect((await client.put("/api/music-state", state)).status).toBe(401);
    expect((await beacon(JSON.stringify(state))).status).toBe(401);
  });

  it("saves and restores the volume, the song and the position", async () => {
    const { cookie } = await signedInUser(context);
    const empty = await client.get("/api/music-state", { cookie });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toBeNull();

    const saved = await client.put(
      "/api/music-state",
      { volume: 0.8, currentSongId: track.id, position: 42.5 },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({ volume: 0.8, currentSongId: track.id, position: 42.5 });
    expect(new Date(body.updatedAt).getTime()).not.toBeNaN();
    expect(await (await client.get("/api/music-state", { cookie })).json()).toEqual(body);

    const updated = await (
      await client.put(
        "/api/music-state",
        { volume: 0, currentSongId: null, position: 0 },
        { cookie },
      )
    ).json();
    expect(updated).toMatchObject({ volume: 0, currentSongId: null, position: 0 });
    expect(await (await client.get("/api/music-state", { cookie })).json()).toEqual(updated);
  });

  it("keeps the list, genre or search the song was playing from", async () => {
    const { cookie } = await signedInUser(context);
    const queue = {
      source: { kind: "catalog", search: "para", genreId: track.id },
      index: 3,
    };
    const saved = await client.put(
      "/api/music-state",
      { volume: 0.5, currentSongId: track.id, position: 4, queue },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ queue });
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject({
      queue,
    });

    // A client that sends no queue saves none; the dashboard's newest songs are a source too.
    const withoutQueue = await client.put(
      "/api/music-state",
      { volume: 0.5, currentSongId: track.id, position: 4 },
      { cookie },
    );
    expect(await withoutQueue.json()).toMatchObject({ queue: null });
    const recent = { source: { kind: "recent" }, index: 0 };
    const beaconed = await beacon(
      JSON.stringify({ volume: 0.5, currentSongId: track.id, position: 1, queue: recent }),
      { cookie },
    );
    expect(beaconed.status).toBe(204);
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject({
      queue: recent,
    });
  });

  it("keeps a shuffled queue's seed and first song, and refuses a seed it cannot rebuild from", async () => {
    const { cookie } = await signedInUser(context);
    const queue = {
      source: { kind: "catalog", search: "", genreId: track.id },
      index: 5,
      shuffle: { seed: 4_294_967_295, first: 2 },
    };
    const state = { volume: 0.5, currentSongId: track.id, position: 4, queue };
    expect((await client.put("/api/music-state", state, { cookie })).status).toBe(200);
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject({
      queue,
    });
    for (const shuffle of [{ seed: -1, first: 0 }, { seed: 1.5, first: 0 }, { seed: 1 }]) {
      const response = await client.put(
        "/api/music-state",
        { ...state, queue: { ...queue, shuffle } },
        { cookie },
      );
      expect(response.status, JSON.stringify(shuffle)).toBe(400);
    }
  });

  it("keeps the 'Sonido' settings, with the defaults for a client that sends none", async () => {
    const { cookie } = await signedInUser(context);
    const state = { volume: 0.5, currentSongId: null, position: 0 };
    const defaults = await client.put("/api/music-state", state, { cookie });
    expect(await defaults.json()).toMatchObject({
      sound: { crossfadeSeconds: 4, normalize: true },
    });

    const sound = { crossfadeSeconds: 0, normalize: false };
    expect((await client.put("/api/music-state", { ...state, sound }, { cookie })).status).toBe(
      200,
    );
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject({
      sound,
    });
    for (const bad of [
      { crossfadeSeconds: 13, normalize: true },
      { crossfadeSeconds: -1, normalize: true },
      { crossfadeSeconds: 2.5, normalize: true },
      { crossfadeSeconds: 4, normalize: "yes" },
      { crossfadeSeconds: 4 },
      { crossfadeSeconds: 4, normalize: true, limiter: true },
    ]) {
      const response = await client.put("/api/music-state", { ...state, sound: bad }, { cookie });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject({
      sound,
    });
  });

  it("refuses a queue it cannot use", async () => {
    const { cookie } = await signedInUser(context);
    const state = { volume: 0.5, currentSongId: track.id, position: 0 };
    for (const queue of [
      { source: { kind: "radio" }, index: 0 },
      { source: { kind: "recent" }, index: -1 },
      { source: { kind: "recent" }, index: 1.5 },
      { source: { kind: "catalog", search: "x".repeat(101) }, index: 0 },
      { source: { kind: "catalog", search: "", playlistId: "" }, index: 0 },
      { source: { kind: "recent", extra: 1 }, index: 0 },
    ]) {
      const response = await client.put("/api/music-state", { ...state, queue }, { cookie });
      expect(response.status, JSON.stringify(queue)).toBe(400);
    }
  });

  it("refuses values out of range and unknown fields", async () => {
    const { cookie } = await signedInUser(context);
    for (const state of [
      { volume: 1.5, currentSongId: null, position: 0 },
      { volume: -0.1, currentSongId: null, position: 0 },
      { volume: 0.5, currentSongId: null, position: -1 },
      { volume: 0.5, currentSongId: "", position: 0 },
      { volume: 0.5, currentSongId: null, position: 0, extra: true },
    ]) {
      const response = await client.put("/api/music-state", state, { cookie });
      expect(response.status, JSON.stringify(state)).toBe(400);
      expect((await response.json()).error.code).toBe("BAD_REQUEST");
    }
    expect(await (await client.get("/api/music-state", { cookie })).json()).toBeNull();
  });

  it("saves a song that does not exist as no song, from the start", async () => {
    const { cookie } = await signedInUser(context);
    const response = await client.put(
      "/api/music-state",
      {
        volume: 0.3,
        currentSongId: randomUUID(),
        position: 99,
        queue: { source: { kind: "recent" }, index: 2 },
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      volume: 0.3,
      currentSongId: null,
      position: 0,
      queue: null,
    });
  });

  it("forgets the song when it is deleted from the catalogue", async () => {
    const { cookie } = await signedInUser(context);
    const genre = await fixtures.genre(admin.cookie);
    const doomed = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Efímera" });
    await client.put(
      "/api/music-state",
      { volume: 0.6, currentSongId: doomed.id, position: 10 },
      { cookie },
    );
    await client.request("DELETE", `/api/songs/${doomed.id}`, { cookie: admin.cookie });
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject({
      volume: 0.6,
      currentSongId: null,
    });
  });

  it("takes the state from a beacon sent as text when the page is left", async () => {
    const { cookie } = await signedInUser(context);
    const state = { volume: 0.25, currentSongId: track.id, position: 7 };
    const response = await beacon(JSON.stringify(state), { cookie });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject(state);

    const bad = await beacon("{not json", { cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("BAD_REQUEST");
    expect((await beacon(JSON.stringify({ ...state, volume: 2 }), { cookie })).status).toBe(400);
    expect((await beacon("x".repeat(10_000), { cookie })).status).toBe(413);

    const foreign = await beacon(JSON.stringify({ ...state, position: 8 }), {
      cookie,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(
      (await client.put("/api/music-state", state, { cookie, origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect(await (await client.get("/api/music-state", { cookie })).json()).toMatchObject(state);
  });
});
