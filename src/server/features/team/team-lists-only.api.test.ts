import { expect, it } from "vitest";
import { teamCopy } from "~/shared/copy/team";
import { httpClient, signedInUser } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("employees kept to the company's lists", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);

  it("refuses a kept employee the catalogue, never a list's or a genre's songs, and lets go again", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const bar = await team.establishment(owner.cookie, "Bar Lucía");
    const employee = await team.member(owner.cookie, { role: "employee", establishmentIds: [bar] });
    const manager = await team.member(owner.cookie, { role: "manager", establishmentIds: [bar] });
    const made = await client.post("/api/playlists", { name: "Mañanas" }, { cookie: owner.cookie });
    expect(made.status).toBe(201);
    const list = (await made.json()) as { id: string };

    // The employee's lists are the company's: the owner's, never lists of their own.
    const lists = await client.get("/api/playlists", { cookie: employee.cookie });
    expect(((await lists.json()) as { name: string }[]).map((entry) => entry.name)).toEqual([
      "Mañanas",
    ]);
    expect((await client.get("/api/genres", { cookie: employee.cookie })).status).toBe(200);

    const set = (cookie: string, listsOnly: boolean) =>
      client.put("/api/team/settings", { listsOnly }, { cookie });
    expect((await set(employee.cookie, true)).status).toBe(403);
    expect((await set(owner.cookie, true)).status).toBe(200);
    expect(await (await client.get("/api/team", { cookie: owner.cookie })).json()).toMatchObject({
      listsOnly: true,
    });
    const me = (await (await client.get("/api/me", { cookie: employee.cookie })).json()) as {
      team: { listsOnly: boolean };
    };
    expect(me.team.listsOnly).toBe(true);

    for (const path of [
      "/api/genres",
      "/api/public-playlists",
      "/api/songs",
      "/api/songs?search=a",
    ]) {
      const refused = await client.get(path, { cookie: employee.cookie });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        teamCopy.errors.notForYourRole,
      );
    }
    // What a programme plays still plays: a list's songs, a genre's songs.
    expect(
      (await client.get(`/api/songs?playlistId=${list.id}`, { cookie: employee.cookie })).status,
    ).toBe(200);
    // The manager and the owner browse as before.
    expect((await client.get("/api/genres", { cookie: manager.cookie })).status).toBe(200);
    expect((await client.get("/api/songs", { cookie: owner.cookie })).status).toBe(200);

    expect((await set(owner.cookie, false)).status).toBe(200);
    expect((await client.get("/api/genres", { cookie: employee.cookie })).status).toBe(200);
  });
});
