import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playlist } from "../../domain/catalog/tables";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { openEventStream } from "../../testing/event-stream";
import { httpClient, signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("/api/playlists", (context) => {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  let admin: { cookie: string; id: string };
  let owner: { cookie: string; id: string };
  let stranger: { cookie: string; id: string };
  let first: { id: string };
  let second: { id: string };

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context);
    stranger = await signedInUser(context);
    const genre = await fixtures.genre(admin.cookie);
    first = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Amanecer" });
    second = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Brisa" });
  });

  const createList = async (cookie: string, name: string) => {
    const response = await client.post("/api/playlists", { name }, { cookie });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; name: string };
  };
  const listSongIds = async (cookie: string, playlistId: string) =>
    (await (await client.get(`/api/songs?playlistId=${playlistId}`, { cookie })).json()).items.map(
      (s: { id: string }) => s.id,
    );

  it("is refused to visitors", async () => {
    expect((await client.get("/api/playlists")).status).toBe(401);
    expect((await client.post("/api/playlists", { name: "X" })).status).toBe(401);
    expect((await client.request("DELETE", "/api/playlists/x")).status).toBe(401);
    expect((await client.post("/api/playlists/x/songs", { songId: "y" })).status).toBe(401);
    expect((await client.request("DELETE", "/api/playlists/x/songs/y")).status).toBe(401);
  });

  it("lets a user create, list, fill, empty and delete their own lists", async () => {
    const created = await client.post(
      "/api/playlists",
      { name: "  Zumba de tarde " },
      { cookie: owner.cookie },
    );
    expect(created.status).toBe(201);
    const list = await created.json();
    expect(list).toMatchObject({ name: "Zumba de tarde", songCount: 0 });
    expect(new Date(list.createdAt).getTime()).not.toBeNaN();
    await createList(owner.cookie, "alba");
    expect(
      (await client.post("/api/playlists", { name: " " }, { cookie: owner.cookie })).status,
    ).toBe(400);
    expect(
      (await client.post("/api/playlists", { name: "x".repeat(81) }, { cookie: owner.cookie }))
        .status,
    ).toBe(400);

    const add = (songId: string) =>
      client.post(`/api/playlists/${list.id}/songs`, { songId }, { cookie: owner.cookie });
    expect(await (await add(second.id)).json()).toEqual({ added: true });
    expect(await (await add(first.id)).json()).toEqual({ added: true });
    expect(await (await add(second.id)).json()).toEqual({ added: false });
    expect((await add(randomUUID())).status).toBe(404);
    // Appended at the end, in the order they were added.
    expect(await listSongIds(owner.cookie, list.id)).toEqual([second.id, first.id]);

    const mine = await (await client.get("/api/playlists", { cookie: owner.cookie })).json();
    expect(mine.map((l: { name: string }) => l.name)).toEqual(["alba", "Zumba de tarde"]);
    expect(mine[1]).toEqual({ ...list, songCount: 2 });
    expect(await (await client.get("/api/playlists", { cookie: stranger.cookie })).json()).toEqual(
      [],
    );

    const removed = await client.request("DELETE", `/api/playlists/${list.id}/songs/${second.id}`, {
      cookie: owner.cookie,
    });
    expect(await removed.json()).toEqual({ ok: true });
    expect(await listSongIds(owner.cookie, list.id)).toEqual([first.id]);

    const deleted = await client.request("DELETE", `/api/playlists/${list.id}`, {
      cookie: owner.cookie,
    });
    expect(await deleted.json()).toEqual({ ok: true });
    expect(
      (await client.request("DELETE", `/api/playlists/${list.id}`, { cookie: owner.cookie }))
        .status,
    ).toBe(404);
    const after = await (await client.get("/api/playlists", { cookie: owner.cookie })).json();
    expect(after.map((l: { name: string }) => l.name)).toEqual(["alba"]);
  });

  it("answers 404 to everyone else, on every operation and through the songs list", async () => {
    const list = await createList(owner.cookie, "Privada");
    await client.post(
      `/api/playlists/${list.id}/songs`,
      { songId: first.id },
      { cookie: owner.cookie },
    );

    for (const other of [stranger, admin]) {
      const cookie = other.cookie;
      expect(
        (await client.post(`/api/playlists/${list.id}/songs`, { songId: first.id }, { cookie }))
          .status,
      ).toBe(404);
      expect(
        (await client.request("DELETE", `/api/playlists/${list.id}/songs/${first.id}`, { cookie }))
          .status,
      ).toBe(404);
      expect((await client.request("DELETE", `/api/playlists/${list.id}`, { cookie })).status).toBe(
        404,
      );
      const listed = await client.get(`/api/songs?playlistId=${list.id}`, { cookie });
      expect(listed.status).toBe(404);
      expect((await listed.json()).error.code).toBe("NOT_FOUND");
      expect((await client.get(`/api/songs?markPlaylistId=${list.id}`, { cookie })).status).toBe(
        404,
      );
    }
    expect(
      (await client.get(`/api/songs?playlistId=${randomUUID()}`, { cookie: owner.cookie })).status,
    ).toBe(404);
    // Untouched, and still the owner's to read and mark against.
    expect(await listSongIds(owner.cookie, list.id)).toEqual([first.id]);
    const marked = await (
      await client.get(`/api/songs?markPlaylistId=${list.id}`, { cookie: owner.cookie })
    ).json();
    expect(marked.items.find((s: { id: string }) => s.id === first.id)?.inPlaylist).toBe(true);
  });

  it("keeps public lists readable by everyone but out of reach of these routes", async () => {
    const created = await client.post(
      "/api/public-playlists",
      { name: "Para todos" },
      { cookie: admin.cookie },
    );
    const list = await created.json();
    await client.post(
      `/api/public-playlists/${list.id}/songs`,
      { songId: first.id },
      { cookie: admin.cookie },
    );
    expect(await listSongIds(stranger.cookie, list.id)).toEqual([first.id]);
    expect(await listSongIds(owner.cookie, list.id)).toEqual([first.id]);
    const marked = await client.get(`/api/songs?markPlaylistId=${list.id}`, {
      cookie: owner.cookie,
    });
    expect(marked.status).toBe(200);

    // A public list is nobody's own list, not even the admin who made it.
    for (const cookie of [owner.cookie, admin.cookie]) {
      expect((await client.request("DELETE", `/api/playlists/${list.id}`, { cookie })).status).toBe(
        404,
      );
      expect(
        (await client.post(`/api/playlists/${list.id}/songs`, { songId: first.id }, { cookie }))
          .status,
      ).toBe(404);
    }
    const [row] = await context()
      .database.db.select()
      .from(playlist)
      .where(eq(playlist.id, list.id));
    expect(row?.visibility).toBe("public");
  });

  it("takes a deleted song out of private lists too", async () => {
    const genre = await fixtures.genre(admin.cookie);
    const doomed = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Efímera" });
    const list = await createList(owner.cookie, "Con borrable");
    await client.post(
      `/api/playlists/${list.id}/songs`,
      { songId: doomed.id },
      { cookie: owner.cookie },
    );
    expect(await listSongIds(owner.cookie, list.id)).toEqual([doomed.id]);
    expect(
      (await client.request("DELETE", `/api/songs/${doomed.id}`, { cookie: admin.cookie })).status,
    ).toBe(200);
    expect(await listSongIds(owner.cookie, list.id)).toEqual([]);
    const mine = await (await client.get("/api/playlists", { cookie: owner.cookie })).json();
    expect(mine.find((l: { id: string }) => l.id === list.id)?.songCount).toBe(0);
  });

  it("tells the owner's open /api/events streams", async () => {
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    await createList(owner.cookie, "En directo");
    expect(await stream.readUntil(`"topic":"user:${owner.id}"`)).toContain("event: change");
    await stream.close();
  });
});
