import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { BlockedSongEvent, BlockedSongSummary } from "~/shared/blocked-songs/schema";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { teamCopy } from "~/shared/copy/team";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

interface Page<Item> {
  items: Item[];
  total: number;
}

/**
 * Blocks in one zone or in all, and their trail (decision 045): a song blocked in the
 * Terraza still plays in the Sala; the owner blocks anywhere, a manager in their
 * establishments' zones, an employee in their zones only if the owner lets them; each
 * sees the blocks and the trail of every zone and of their own zones.
 */
describeEachDatabase("blocked songs by zone, with their trail", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  const fixtures = catalogFixtures(context);
  let owner: SignedInUser;
  /** Lumen: its Principal zone (the establishment's own id) and its Terraza; Norte apart. */
  let lumen: string, terraza: string, norte: string;
  let genreId: string;
  let songs: { id: string; title: string }[];
  let manager: { cookie: string; id: string };
  let otherManager: { cookie: string; id: string };
  let employee: { cookie: string; id: string };

  const song = (index: number) => songs[index] as { id: string; title: string };
  const where = (zoneId?: string) => (zoneId ? `?zoneId=${zoneId}` : "");
  const block = (cookie: string, songId: string, zoneId?: string) =>
    client.put(`/api/blocked-songs/${songId}${where(zoneId)}`, undefined, { cookie });
  const unblock = (cookie: string, songId: string, zoneId?: string) =>
    client.request("DELETE", `/api/blocked-songs/${songId}${where(zoneId)}`, { cookie });
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  const message = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;
  const blocks = async (cookie: string) =>
    json<Page<BlockedSongSummary>>(await client.get("/api/blocked-songs", { cookie }));
  const trail = async (cookie: string) =>
    json<Page<BlockedSongEvent>>(await client.get("/api/blocked-songs/trail", { cookie }));
  const genreSongs = async (cookie: string, zoneId?: string) =>
    (
      await json<Page<{ id: string }>>(
        await client.get(`/api/songs?genreId=${genreId}${zoneId ? `&zoneId=${zoneId}` : ""}`, {
          cookie,
        }),
      )
    ).items.map((item) => item.id);

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true, fullName: "Marta Dueña" });
    lumen = await team.establishment(owner.cookie, "Cafetería Lumen");
    norte = await team.establishment(owner.cookie, "Bar Norte");
    const zone = await client.post(
      `/api/establishments/${lumen}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    terraza = (await json<{ id: string }>(zone, 201)).id;
    manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [lumen],
      fullName: "Pablo Encargado",
    });
    otherManager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [norte],
      fullName: "Nora Norte",
    });
    employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [],
      zoneIds: [terraza],
      fullName: "Eva Empleada",
    });
    genreId = (await fixtures.genre(admin.cookie, `Zonas ${randomUUID()}`)).id;
    songs = [];
    for (const title of ["Alba terraza", "Bruma terraza", "Cima terraza", "Delta terraza"])
      songs.push(await fixtures.song(admin.cookie, { genreId, title }));
  });

  it("leaves a song blocked in the Terraza out of the Terraza's player only", async () => {
    const target = song(0);
    expect(await json(await block(owner.cookie, target.id, terraza))).toEqual({
      blocked: true,
      added: true,
    });
    // The same song, account-wide too: one more row, not a conflict.
    expect(await genreSongs(owner.cookie, terraza)).not.toContain(target.id);
    expect(await genreSongs(owner.cookie, lumen)).toContain(target.id);
    expect(await genreSongs(owner.cookie)).toContain(target.id);
    const player = (zoneId: string, path: string) =>
      client.get(`${path}?zoneId=${zoneId}`, { cookie: employee.cookie });
    expect((await player(terraza, `/api/songs/${target.id}`)).status).toBe(404);
    expect((await player(lumen, `/api/songs/${target.id}`)).status).toBe(200);
    const recent = await json<{ id: string }[]>(await player(terraza, "/api/songs/recent"));
    expect(recent.map((item) => item.id)).not.toContain(target.id);
    const counted = async (zoneId: string) =>
      (
        await json<{ id: string; songCount: number }[]>(
          await client.get(`/api/genres?zoneId=${zoneId}`, { cookie: owner.cookie }),
        )
      ).find((genre) => genre.id === genreId)?.songCount;
    expect(await counted(terraza)).toBe(3);
    expect(await counted(lumen)).toBe(4);

    await json(await block(owner.cookie, target.id));
    expect(await genreSongs(owner.cookie, lumen)).not.toContain(target.id);
    const listed = await blocks(owner.cookie);
    expect(listed.items.filter((item) => item.id === target.id)).toHaveLength(2);
    expect(listed.items).toContainEqual(
      expect.objectContaining({
        id: target.id,
        blockedByName: "Marta Dueña",
        place: { zoneId: terraza, zoneName: "Terraza", establishmentName: "Cafetería Lumen" },
      }),
    );
    expect(listed.items).toContainEqual(expect.objectContaining({ id: target.id, place: null }));
    // Allowing it account-wide leaves the Terraza's block in place.
    await json(await unblock(owner.cookie, target.id));
    expect(await genreSongs(owner.cookie, lumen)).toContain(target.id);
    expect(await genreSongs(owner.cookie, terraza)).not.toContain(target.id);
    await json(await unblock(owner.cookie, target.id, terraza));
    expect(await genreSongs(owner.cookie, terraza)).toContain(target.id);
  });

  it("lets a manager block in their establishments' zones only, never everywhere", async () => {
    const target = song(1);
    expect((await block(manager.cookie, target.id, terraza)).status).toBe(200);
    const everywhere = await block(manager.cookie, target.id);
    expect(everywhere.status).toBe(403);
    expect(await message(everywhere)).toBe(blockedSongsCopy.errors.everywhereIsOwners);
    // Another establishment's manager: the Terraza is not theirs to block, see or allow.
    const foreign = await block(otherManager.cookie, target.id, terraza);
    expect(foreign.status).toBe(404);
    expect((await unblock(otherManager.cookie, target.id, terraza)).status).toBe(404);
    expect((await blocks(otherManager.cookie)).items.map((item) => item.id)).not.toContain(
      target.id,
    );
    expect((await block(otherManager.cookie, target.id, norte)).status).toBe(200);
    expect((await block(otherManager.cookie, target.id, randomUUID())).status).toBe(404);
    // Each sees the blocks of every zone and of their own zones.
    const seenBy = async (cookie: string) =>
      (await blocks(cookie)).items
        .filter((item) => item.id === target.id)
        .map((item) => item.place?.zoneName ?? null);
    expect(await seenBy(manager.cookie)).toEqual(["Terraza"]);
    expect(await seenBy(otherManager.cookie)).toEqual(["Principal"]);
    expect((await seenBy(owner.cookie)).sort()).toEqual(["Principal", "Terraza"]);
    await json(await unblock(manager.cookie, target.id, terraza));
    await json(await unblock(otherManager.cookie, target.id, norte));
  });

  it("lets employees block in their zones only when the owner allows it, the remote too", async () => {
    const target = song(2);
    const setting = (blocksSongs: boolean) =>
      client.put("/api/team/settings", { blocksSongs }, { cookie: owner.cookie });
    const refused = await block(employee.cookie, target.id, terraza);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(teamCopy.errors.notForYourRole);
    const fromRemote = (everywhere?: boolean) =>
      client.post(
        `/api/zones/${terraza}/commands`,
        {
          id: randomUUID(),
          kind: "block",
          songId: target.id,
          ...(everywhere ? { everywhere } : {}),
        },
        { cookie: employee.cookie },
      );
    expect((await fromRemote()).status).toBe(403);

    expect(await json(await setting(true))).toEqual({ listsOnly: false, blocksSongs: true });
    const me = await json<{ team: { blocksSongs: boolean } }>(
      await client.get("/api/me", { cookie: employee.cookie }),
    );
    expect(me.team.blocksSongs).toBe(true);
    expect((await block(employee.cookie, target.id, terraza)).status).toBe(200);
    expect((await block(employee.cookie, target.id)).status).toBe(403);
    // The Sala (the establishment's Principal) is not one of her zones.
    expect((await block(employee.cookie, target.id, lumen)).status).toBe(404);
    await json(await unblock(employee.cookie, target.id, terraza));
    expect((await fromRemote()).status).toBe(202);
    expect(await genreSongs(employee.cookie, terraza)).not.toContain(target.id);
    expect((await fromRemote(true)).status).toBe(403);
    await json(await unblock(employee.cookie, target.id, terraza));

    await json(await setting(false));
    expect((await unblock(employee.cookie, target.id, terraza)).status).toBe(403);
    expect((await client.put("/api/team/settings", {}, { cookie: owner.cookie })).status).toBe(400);
  });

  it("keeps the trail through allowing and through the person leaving the team", async () => {
    const target = song(3);
    const leaving = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [lumen],
      fullName: "Luis Temporal",
    });
    await json(await block(leaving.cookie, target.id, terraza));
    await json(
      await client.request("DELETE", `/api/team/members/${leaving.id}`, { cookie: owner.cookie }),
    );
    const current = (await blocks(owner.cookie)).items.find((item) => item.id === target.id);
    expect(current?.blockedByName).toBe("Luis Temporal");
    await json(await unblock(owner.cookie, target.id, terraza));

    const lines = (await trail(owner.cookie)).items.filter(
      (line) => line.songTitle === target.title,
    );
    expect(lines.map(({ action, byName }) => ({ action, byName }))).toEqual([
      { action: "unblock", byName: "Marta Dueña" },
      { action: "block", byName: "Luis Temporal" },
    ]);
    expect(lines[1]).toMatchObject({
      songArtist: "Grupo Demo",
      place: { zoneId: terraza, zoneName: "Terraza", establishmentName: "Cafetería Lumen" },
    });
    // Norte's manager does not see the Terraza's trail; Lumen's manager does.
    expect((await trail(otherManager.cookie)).items.map((line) => line.songTitle)).not.toContain(
      target.title,
    );
    expect((await trail(manager.cookie)).items.map((line) => line.songTitle)).toContain(
      target.title,
    );
    expect(
      (await client.get("/api/blocked-songs/trail?page=0", { cookie: owner.cookie })).status,
    ).toBe(400);
  });
});
