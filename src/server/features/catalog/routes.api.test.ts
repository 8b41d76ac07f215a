import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playlistSong, song } from "../../domain/catalog/tables";
import {
  httpClient,
  signedInRoles,
  signedInUser,
  type SignedInUser,
  type UploadFile,
} from "../../testing/http-client";
import { openEventStream } from "../../testing/event-stream";
import { rightsFixtures } from "../../testing/rights-fixtures";
import { describeEachDatabase, withTestApp } from "../../testing/test-app";
import { generateAmbientTrack } from "./demo/generate-ambient-track";

const mp3 = generateAmbientTrack({ seed: 7, seconds: 2, mood: "calm" }).mp3;

describeEachDatabase("catalogue API", (context) => {
  const client = httpClient(context);
  const rights = rightsFixtures(context);
  let admin: SignedInUser, user: SignedInUser, subscriber: SignedInUser;
  beforeAll(async () => {
    ({ admin, user, subscriber } = await signedInRoles(context));
  });

  const upload = (cookie: string | undefined, fields: Record<string, string>, file?: UploadFile) =>
    client.upload("/api/songs", { fields, file }, { cookie });

  async function createGenre(name: string) {
    const response = await client.post("/api/genres", { name }, { cookie: admin.cookie });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; name: string };
  }

  async function uploadSong(genreId: string, title: string, fileName = "pista.mp3") {
    const response = await upload(
      admin.cookie,
      { genreId, title, artist: "Grupo Demo" },
      { bytes: mp3, name: fileName },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const uploaded = (await response.json()) as { id: string; title: string };
    await rights.publishWithRights(admin.cookie, uploaded.id);
    return uploaded;
  }

  it("lets every signed-in user read the catalogue and only admins change it", async () => {
    for (const path of ["/api/genres", "/api/songs", "/api/public-playlists"]) {
      expect((await client.get(path)).status, path).toBe(401);
      expect((await client.get(path, { cookie: user.cookie })).status, path).toBe(200);
    }
    expect(
      (await client.post("/api/genres", { name: "Rock" }, { cookie: user.cookie })).status,
    ).toBe(403);
    expect(
      (await client.post("/api/public-playlists", { name: "X" }, { cookie: user.cookie })).status,
    ).toBe(403);
    expect(
      (
        await upload(
          user.cookie,
          { genreId: "x", title: "t", artist: "a" },
          { bytes: mp3, name: "a.mp3" },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await upload(
          undefined,
          { genreId: "x", title: "t", artist: "a" },
          { bytes: mp3, name: "a.mp3" },
        )
      ).status,
    ).toBe(401);
    expect((await client.request("DELETE", "/api/genres/x", { cookie: user.cookie })).status).toBe(
      403,
    );
    expect(
      (await client.request("DELETE", "/api/songs/x", { cookie: subscriber.cookie })).status,
    ).toBe(403);
  });

  it("keeps genre names unique ignoring case and accents, and lists them by name", async () => {
    const stamp = Date.now().toString(36);
    await createGenre(`Zeta ${stamp}`);
    await createGenre(`Ácido ${stamp}`);
    const duplicate = await client.post(
      "/api/genres",
      { name: `  acido ${stamp.toUpperCase()} ` },
      { cookie: admin.cookie },
    );
    expect(duplicate.status).toBe(409);
    expect(
      (await client.post("/api/genres", { name: "   " }, { cookie: admin.cookie })).status,
    ).toBe(400);
    const names: string[] = (
      await (await client.get("/api/genres", { cookie: user.cookie })).json()
    ).map((g: { name: string }) => g.name);
    expect(names.indexOf(`Ácido ${stamp}`)).toBeLessThan(names.indexOf(`Zeta ${stamp}`));
  });

  it("stores an uploaded song under a server-made key with its duration, size and type", async () => {
    const target = await createGenre(`Ambient ${Date.now()}`);
    const created = await uploadSong(target.id, "Lluvia fina", "../../etc/Mi Canción (final).MP3");
    const [row] = await context().database.db.select().from(song).where(eq(song.id, created.id));
    expect(row?.storageKey).toMatch(/^music\/\d+-mi-cancion-final\.mp3$/);
    expect(row).toMatchObject({ mimeType: "audio/mpeg", sizeBytes: mp3.length });
    expect(row?.durationSeconds).toBeGreaterThan(1.8);
    expect(fs.existsSync(path.join(context().dataDir, "uploads", row?.storageKey ?? "-"))).toBe(
      true,
    );
  });

  it("refuses what is not audio, empty files, missing fields and oversized bodies, leaving nothing", async () => {
    const target = await createGenre(`Refusals ${Date.now()}`);
    const before = (await context().database.db.select().from(song)).length;
    const html = new TextEncoder().encode(
      "<!doctype html><html><body><script>alert(1)</script></body></html>",
    );
    const fake = await upload(
      admin.cookie,
      { genreId: target.id, title: "Falsa", artist: "Nadie" },
      { bytes: html, name: "cancion.mp3" },
    );
    expect(fake.status).toBe(415);
    const empty = await upload(
      admin.cookie,
      { genreId: target.id, title: "Vacía", artist: "Nadie" },
      { bytes: new Uint8Array(), name: "vacia.mp3" },
    );
    expect(empty.status).toBe(415);
    const noFile = await upload(admin.cookie, {
      genreId: target.id,
      title: "Sin archivo",
      artist: "Nadie",
    });
    expect(noFile.status).toBe(400);
    const noTitle = await upload(
      admin.cookie,
      { genreId: target.id, title: " ", artist: "Nadie" },
      { bytes: mp3, name: "a.mp3" },
    );
    expect(noTitle.status).toBe(400);
    const noGenre = await upload(
      admin.cookie,
      { genreId: randomUUID(), title: "T", artist: "A" },
      { bytes: mp3, name: "a.mp3" },
    );
    expect(noGenre.status).toBe(400);
    expect((await context().database.db.select().from(song)).length).toBe(before);
    const stored = fs
      .readdirSync(path.join(context().dataDir, "uploads", "music"))
      .filter((name) => !name.endsWith(".meta.json"));
    expect(stored.length).toBe(before);
  });

  it("searches and paginates songs on the server", async () => {
    const target = await createGenre(`Search ${Date.now()}`);
    await uploadSong(target.id, "Café en la plaza");
    await uploadSong(target.id, "Brisa marina");
    const found = await (
      await client.get(`/api/songs?search=cafe%20pla&genreId=${target.id}`, { cookie: user.cookie })
    ).json();
    expect(found.items.map((s: { title: string }) => s.title)).toEqual(["Café en la plaza"]);
    const page = await (
      await client.get(`/api/songs?genreId=${target.id}&pageSize=1&page=2`, { cookie: user.cookie })
    ).json();
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items[0].title).toBe("Café en la plaza");
    expect((await client.get("/api/songs?pageSize=1000", { cookie: user.cookie })).status).toBe(
      400,
    );
  });

  /**
   * A genre of songs with these titles, stored directly (no audio needed); its pages walked
   * `pageSize` at a time must give every song once, by title and then by id.
   */
  async function expectPagesInTitleOrder(titles: string[], pageSize: number) {
    const target = await createGenre(`Pages ${Date.now()}`);
    const rows = titles.map((title, n) => ({
      id: randomUUID(),
      title,
      artist: `Artista ${n}`,
      genreId: target.id,
      storageKey: `music/pages-${target.id}-${n}.mp3`,
      mimeType: "audio/mpeg",
      sizeBytes: 1,
      durationSeconds: 60,
      searchText: title.toLowerCase(),
      // The published catalogue a player pages through.
      publishedAt: new Date(),
    }));
    await context().database.db.insert(song).values(rows);
    const expected = [...rows]
      .sort((a, b) => (a.title === b.title ? (a.id < b.id ? -1 : 1) : a.title < b.title ? -1 : 1))
      .map((row) => row.id);
    const walked: string[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / pageSize); page++) {
      const answer = await (
        await client.get(`/api/songs?genreId=${target.id}&pageSize=${pageSize}&page=${page}`, {
          cookie: user.cookie,
        })
      ).json();
      expect(answer.total).toBe(rows.length);
      for (const item of answer.items) expect(item.genreName).toBe(target.name);
      walked.push(...answer.items.map((item: { id: string }) => item.id));
    }
    expect(walked).toEqual(expected);
  }

  it("walks every page in title order, ties by id, each song with its genre", async () => {
    await expectPagesInTitleOrder(["Ola", "Brisa", "Ola", "Marea", "Ola", "Arena", "Brisa"], 3);
  });

  it("reads deep pages (their ids found first) in the same order as the first ones", async () => {
    // Past 500 songs skipped, a page is read another way (list-songs.ts): both are walked.
    const titles = Array.from(
      { length: 650 },
      (_, n) => `Pista ${String(n % 325).padStart(3, "0")}`,
    );
    await expectPagesInTitleOrder(titles, 100);
  });

  it("manages public playlists: add once, mark, remove, count", async () => {
    const target = await createGenre(`Lists ${Date.now()}`);
    const track = await uploadSong(target.id, "Tarde");
    const created = await client.post(
      "/api/public-playlists",
      { name: "Tarde tranquila" },
      { cookie: admin.cookie },
    );
    expect(created.status).toBe(201);
    const list = await created.json();
    const add = () =>
      client.post(
        `/api/public-playlists/${list.id}/songs`,
        { songId: track.id },
        { cookie: admin.cookie },
      );
    expect(await (await add()).json()).toEqual({ added: true });
    expect(await (await add()).json()).toEqual({ added: false });
    const lists = await (await client.get("/api/public-playlists", { cookie: user.cookie })).json();
    expect(lists.find((l: { id: string }) => l.id === list.id)?.songCount).toBe(1);
    const marked = await (
      await client.get(`/api/songs?genreId=${target.id}&markPlaylistId=${list.id}`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(marked.items[0].inPlaylist).toBe(true);
    const inList = await (
      await client.get(`/api/songs?playlistId=${list.id}`, { cookie: user.cookie })
    ).json();
    expect(inList.items.map((s: { id: string }) => s.id)).toEqual([track.id]);
    expect(
      (
        await client.request("DELETE", `/api/public-playlists/${list.id}/songs/${track.id}`, {
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (await (await client.get(`/api/songs?playlistId=${list.id}`, { cookie: user.cookie })).json())
        .total,
    ).toBe(0);
    expect(
      (await client.request("DELETE", `/api/public-playlists/${list.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(200);
  });

  it("deletes a genre with its songs, their files and their positions in playlists", async () => {
    const target = await createGenre(`Doomed ${Date.now()}`);
    const first = await uploadSong(target.id, "Uno");
    await uploadSong(target.id, "Dos");
    const list = await (
      await client.post(
        "/api/public-playlists",
        { name: "Con borrables" },
        { cookie: admin.cookie },
      )
    ).json();
    await client.post(
      `/api/public-playlists/${list.id}/songs`,
      { songId: first.id },
      { cookie: admin.cookie },
    );
    const keys = (
      await context().database.db.select().from(song).where(eq(song.genreId, target.id))
    ).map((r) => r.storageKey);

    const response = await client.request("DELETE", `/api/genres/${target.id}`, {
      cookie: admin.cookie,
    });
    expect(await response.json()).toEqual({ deletedSongs: 2 });
    expect(
      await context().database.db.select().from(song).where(eq(song.genreId, target.id)),
    ).toEqual([]);
    expect(
      await context()
        .database.db.select()
        .from(playlistSong)
        .where(eq(playlistSong.playlistId, list.id)),
    ).toEqual([]);
    for (const key of keys)
      expect(fs.existsSync(path.join(context().dataDir, "uploads", key))).toBe(false);
  });

  it("tells open /api/events streams about catalogue changes", async () => {
    const stream = await openEventStream(context, user.cookie);
    expect(stream.response.headers.get("content-type")).toMatch(/text\/event-stream/);
    await stream.readUntil("event: ready");
    await createGenre(`Live ${Date.now()}`);
    expect(await stream.readUntil('"topic":"catalog"')).toContain("event: change");
    await stream.close();
    expect((await client.get("/api/events")).status).toBe(401);
  });

  it("lists the five newest songs and answers one song by id", async () => {
    expect((await client.get("/api/songs/recent")).status).toBe(401);
    expect((await client.get("/api/songs/x")).status).toBe(401);
    const target = await createGenre(`Recent ${Date.now()}`);
    const uploaded = [];
    for (const title of ["R1", "R2", "R3", "R4", "R5", "R6"])
      uploaded.push(await uploadSong(target.id, title));

    const recent = await client.get("/api/songs/recent", { cookie: user.cookie });
    expect(recent.status).toBe(200);
    const items = await recent.json();
    expect(items.map((s: { title: string }) => s.title)).toEqual(["R6", "R5", "R4", "R3", "R2"]);
    expect(items[0]).toEqual({
      id: uploaded[5]?.id,
      title: "R6",
      artist: "Grupo Demo",
      genreId: target.id,
      genreName: target.name,
      durationSeconds: expect.any(Number),
      inPlaylist: false,
      // Measured by its job, which may or may not have run yet.
      analysis: expect.stringMatching(/^(pending|done)$/),
      loudness: expect.toBeOneOf([null, expect.objectContaining({ lufs: expect.any(Number) })]),
      measuredBy: expect.toBeOneOf([null, "server"]),
      gainDb: expect.any(Number),
      gainCapped: false,
      blockedBy: null,
      // Its contract has no end.
      licensedUntil: null,
    });

    const one = await client.get(`/api/songs/${uploaded[0]?.id}`, { cookie: user.cookie });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      id: uploaded[0]?.id,
      title: "R1",
      genreName: target.name,
      inPlaylist: false,
    });
    const missing = await client.get(`/api/songs/${randomUUID()}`, { cookie: user.cookie });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({
      code: "NOT_FOUND",
      message: "Song not found",
    });
  });
});

it("refuses an upload larger than MAX_UPLOAD_MB with 413", async () => {
  await withTestApp({ MAX_UPLOAD_MB: "1" }, async (testApp) => {
    const context = () => testApp;
    const admin = await signedInUser(context, { role: "admin" });
    const response = await httpClient(context).upload(
      "/api/songs",
      {
        fields: { genreId: "x", title: "Grande", artist: "Nadie" },
        file: { bytes: new Uint8Array(1_600_000), name: "grande.mp3" },
      },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(413);
  });
});
