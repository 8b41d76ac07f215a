import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { httpClient, signedInRoles, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";

interface Page {
  items: { id: string; title: string; blockedBy: number | null }[];
  total: number;
}

describeEachDatabase("blocked songs API", (context) => {
  const client = httpClient(context);
  const fixtures = catalogFixtures(context);
  let admin: SignedInUser, user: SignedInUser, subscriber: SignedInUser;
  let genreId: string;
  let songs: { id: string; title: string }[];
  let publicListId: string, ownListId: string;

  const block = (cookie: string, songId: string) =>
    client.put(`/api/blocked-songs/${songId}`, undefined, { cookie });
  const unblock = (cookie: string, songId: string) =>
    client.request("DELETE", `/api/blocked-songs/${songId}`, { cookie });
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  const song = (index: number) => songs[index] as { id: string; title: string };
  const ids = (page: Page) => page.items.map((song) => song.id);

  beforeAll(async () => {
    ({ admin, user, subscriber } = await signedInRoles(context));
    // A word of its own, so the search below matches these songs only.
    const genre = await fixtures.genre(admin.cookie, `Bloqueos ${randomUUID()}`);
    genreId = genre.id;
    songs = [];
    for (const title of ["Aurora zafiro", "Brisa zafiro", "Calma zafiro", "Duna zafiro"])
      songs.push(await fixtures.song(admin.cookie, { genreId, title }));
    const publicList = await json<{ id: string }>(
      await client.post("/api/public-playlists", { name: "Pública" }, { cookie: admin.cookie }),
      201,
    );
    publicListId = publicList.id;
    const ownList = await json<{ id: string }>(
      await client.post("/api/playlists", { name: "Mía" }, { cookie: subscriber.cookie }),
      201,
    );
    ownListId = ownList.id;
    for (const song of songs) {
      await json(
        await client.post(
          `/api/public-playlists/${publicListId}/songs`,
          { songId: song.id },
          { cookie: admin.cookie },
        ),
      );
      await json(
        await client.post(
          `/api/playlists/${ownListId}/songs`,
          { songId: song.id },
          { cookie: subscriber.cookie },
        ),
      );
    }
  });

  it("asks for a session, a well-formed id and a song that exists", async () => {
    const songId = song(0).id;
    expect((await client.put(`/api/blocked-songs/${songId}`)).status).toBe(401);
    expect((await client.request("DELETE", `/api/blocked-songs/${songId}`)).status).toBe(401);
    expect((await client.get("/api/blocked-songs")).status).toBe(401);
    expect((await block(user.cookie, "no-es-un-id")).status).toBe(400);
    expect((await client.get("/api/blocked-songs?page=0", { cookie: user.cookie })).status).toBe(
      400,
    );
    const missing = await block(user.cookie, randomUUID());
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    expect((await unblock(user.cookie, randomUUID())).status).toBe(404);
  });

  it("blocks and allows again, both idempotent, listing the blocked songs with their details", async () => {
    const first = song(0);
    expect(await json(await block(user.cookie, first.id))).toEqual({ blocked: true, added: true });
    expect(await json(await block(user.cookie, first.id))).toEqual({ blocked: true, added: false });
    const listed = await json<{ items: Record<string, unknown>[]; total: number }>(
      await client.get("/api/blocked-songs", { cookie: user.cookie }),
    );
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      id: first.id,
      title: first.title,
      artist: "Grupo Demo",
      genreName: expect.stringContaining("Bloqueos") as unknown,
    });
    // Another account's list is its own.
    const others = await json<{ total: number }>(
      await client.get("/api/blocked-songs", { cookie: subscriber.cookie }),
    );
    expect(others.total).toBe(0);

    expect(await json(await unblock(user.cookie, first.id))).toEqual({
      blocked: false,
      removed: true,
    });
    expect(await json(await unblock(user.cookie, first.id))).toEqual({
      blocked: false,
      removed: false,
    });
    expect(
      (
        await json<{ total: number }>(
          await client.get("/api/blocked-songs", { cookie: user.cookie }),
        )
      ).total,
    ).toBe(0);
  });

  it("leaves the blocked songs out of every list the player reads, for that account only", async () => {
    const [kept, blocked, alsoBlocked] = [song(0), song(1), song(2)];
    await json(await block(subscriber.cookie, blocked.id));
    await json(await block(subscriber.cookie, alsoBlocked.id));
    const sources = [
      `/api/songs?genreId=${genreId}`,
      "/api/songs?search=zafiro",
      `/api/songs?playlistId=${publicListId}`,
      `/api/songs?playlistId=${ownListId}`,
      `/api/songs?genreId=${genreId}&pageSize=1&page=2`,
    ];
    for (const source of sources) {
      const page = await json<Page>(await client.get(source, { cookie: subscriber.cookie }));
      expect(ids(page), source).not.toContain(blocked.id);
      expect(ids(page), source).not.toContain(alsoBlocked.id);
      expect(page.total, source).toBe(2);
    }
    // The whole catalogue, page by page, as the player's queue reads it.
    const all = await json<Page>(
      await client.get("/api/songs?pageSize=100", { cookie: subscriber.cookie }),
    );
    expect(ids(all)).toContain(kept.id);
    expect(ids(all)).not.toContain(blocked.id);
    expect(all.total).toBe(all.items.length);
    const recent = await json<{ id: string }[]>(
      await client.get("/api/songs/recent", { cookie: subscriber.cookie }),
    );
    expect(recent.map((song) => song.id)).not.toContain(blocked.id);
    // Resuming or checking a blocked song: it is not there for this account.
    expect(
      (await client.get(`/api/songs/${blocked.id}`, { cookie: subscriber.cookie })).status,
    ).toBe(404);

    // Nobody else loses them, and the shared count of the genre stays everyone's.
    const forUser = await json<Page>(
      await client.get(`/api/songs?genreId=${genreId}`, { cookie: user.cookie }),
    );
    expect(forUser.total).toBe(4);
    expect(ids(forUser)).toContain(blocked.id);
    expect((await client.get(`/api/songs/${blocked.id}`, { cookie: user.cookie })).status).toBe(
      200,
    );

    await json(await unblock(subscriber.cookie, blocked.id));
    const back = await json<Page>(
      await client.get(`/api/songs?genreId=${genreId}`, { cookie: subscriber.cookie }),
    );
    expect(back.total).toBe(3);
    expect(ids(back)).toContain(blocked.id);
    await json(await unblock(subscriber.cookie, alsoBlocked.id));
  });

  it("takes a listener's blocked songs off their genre counts, for that account only", async () => {
    const countIn = async (cookie: string, query = "") => {
      const genres = await json<{ id: string; songCount: number }[]>(
        await client.get(`/api/genres${query}`, { cookie }),
      );
      return genres.find((genre) => genre.id === genreId)?.songCount;
    };
    const target = song(3);
    expect(await countIn(subscriber.cookie)).toBe(4);

    await json(await block(subscriber.cookie, target.id));
    expect(await countIn(subscriber.cookie)).toBe(3);
    expect(await countIn(subscriber.cookie, "?view=listen")).toBe(3);
    // Another listener's count is theirs.
    expect(await countIn(user.cookie)).toBe(4);
    // The admin's screen counts every song, even one the admin blocks as a listener.
    await json(await block(admin.cookie, target.id));
    expect(await countIn(admin.cookie, "?view=manage")).toBe(4);
    expect(await countIn(admin.cookie)).toBe(3);
    await json(await unblock(admin.cookie, target.id));
    expect((await client.get("/api/genres?view=manage", { cookie: user.cookie })).status).toBe(403);
    expect((await client.get("/api/genres?view=all", { cookie: admin.cookie })).status).toBe(400);

    await json(await unblock(subscriber.cookie, target.id));
    expect(await countIn(subscriber.cookie)).toBe(4);
  });

  it("shows admins how many accounts block each song, in their view only", async () => {
    const [second, third] = [song(1), song(2)];
    for (const account of [user, subscriber, admin])
      await json(await block(account.cookie, second.id));
    await json(await block(user.cookie, third.id));

    expect((await client.get("/api/songs?view=manage", { cookie: user.cookie })).status).toBe(403);
    expect((await client.get("/api/songs?view=everything", { cookie: admin.cookie })).status).toBe(
      400,
    );
    for (const query of [
      `view=manage&genreId=${genreId}`,
      "view=manage&search=zafiro",
      `view=manage&markPlaylistId=${publicListId}&search=zafiro`,
    ]) {
      const page = await json<Page>(
        await client.get(`/api/songs?${query}`, { cookie: admin.cookie }),
      );
      const counts = Object.fromEntries(page.items.map((song) => [song.id, song.blockedBy]));
      // The admin's own block does not hide the song from the songs table.
      expect(page.total, query).toBe(4);
      expect(counts[second.id], query).toBe(3);
      expect(counts[third.id], query).toBe(1);
      expect(counts[song(0).id], query).toBe(0);
    }
    // The player's view does not say who blocks what.
    const listening = await json<Page>(
      await client.get(`/api/songs?genreId=${genreId}`, { cookie: admin.cookie }),
    );
    expect(listening.items.every((song) => song.blockedBy === null)).toBe(true);
    expect(ids(listening)).not.toContain(second.id);
  });

  it("forgets the blocks of a deleted song", async () => {
    const doomed = await fixtures.song(admin.cookie, { genreId, title: "Efímera zafiro" });
    await json(await block(user.cookie, doomed.id));
    expect(
      (await client.request("DELETE", `/api/songs/${doomed.id}`, { cookie: admin.cookie })).status,
    ).toBe(200);
    const listed = await json<{ items: { id: string }[] }>(
      await client.get("/api/blocked-songs", { cookie: user.cookie }),
    );
    expect(listed.items.map((song) => song.id)).not.toContain(doomed.id);
  });
});
