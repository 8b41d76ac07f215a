import { beforeAll, expect, it } from "vitest";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { httpClient, signedInRoles, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase, useSecondInstance } from "../../testing/test-app";

/** Totals remembered by each instance, as two instances on one database see them. */
describeEachDatabase("song totals remembered per instance", (context) => {
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
});
