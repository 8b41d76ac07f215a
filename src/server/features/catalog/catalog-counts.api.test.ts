import { beforeAll, expect, it } from "vitest";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { httpClient, signedInRoles, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase, useSecondInstance } from "../../testing/test-app";

/** Totals remembered by each instance, as two instances on one database see them. */
describeEachDatabase("song totals and genre counts remembered per instance", (context) => {
  const other = useSecondInstance(context);
  let admin: SignedInUser, user: SignedInUser;
  beforeAll(async () => {
    ({ admin, user } = await signedInRoles(context));
  });
  const here = httpClient(context);
  const there = httpClient(other);
  const fixtures = catalogFixtures(context);
  const totalThere = async (query: string) =>
    (
      (await (await there.get(`/api/songs?${query}`, { cookie: user.cookie })).json()) as {
        total: number;
      }
    ).total;

  it("counts a list again once the catalogue changed on any instance", async () => {
    const genre = await fixtures.genre(admin.cookie, `Totales ${Date.now()}`);
    await fixtures.song(admin.cookie, { genreId: genre.id, title: "Marea alta" });
    const byGenre = `genreId=${genre.id}`;
    const bySearch = `genreId=${genre.id}&search=marea`;
    expect([await totalThere(byGenre), await totalThere(bySearch)]).toEqual([1, 1]);

    const added = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Marea baja" });
    await expect.poll(() => totalThere(byGenre)).toBe(2);
    expect(await totalThere(bySearch)).toBe(2);

    const removed = await here.request("DELETE", `/api/songs/${added.id}`, {
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    await expect.poll(() => totalThere(byGenre)).toBe(1);
  });

  it("counts the songs of each genre again once the catalogue changed on any instance", async () => {
    const genre = await fixtures.genre(admin.cookie, `Recuento ${Date.now()}`);
    const countThere = async () => {
      const genres = (await (await there.get("/api/genres", { cookie: user.cookie })).json()) as {
        id: string;
        songCount: number;
      }[];
      return genres.find((entry) => entry.id === genre.id)?.songCount;
    };
    expect(await countThere()).toBe(0);
    const song = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Viento" });
    await expect.poll(countThere).toBe(1);
    const removed = await here.request("DELETE", `/api/songs/${song.id}`, {
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    await expect.poll(countThere).toBe(0);
  });
});
