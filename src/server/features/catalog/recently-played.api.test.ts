import { expect, it } from "vitest";
import { httpClient, signedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("/api/songs/recently-played", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  type Made = { id: string; title: string };

  it("answers the songs that sounded last in the account's zones, newest first and each once", async () => {
    expect((await client.get("/api/songs/recently-played")).status).toBe(401);
    const admin = await signedInUser(context, { role: "admin" });
    // "Sin sonar" is the catalogue's newest, and never sounded.
    const [first, second] = (await fixtures.songs(admin.cookie, [
      "Primera",
      "Segunda",
      "Sin sonar",
    ])) as [Made, Made, Made];
    const owner = await signedInUser(context, { complimentary: true });
    const stranger = await signedInUser(context, { complimentary: true });
    const recent = async (cookie: string) => {
      const response = await client.get("/api/songs/recently-played", { cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as { title: string }[]).map((song) => song.title);
    };
    expect(await recent(owner.cookie)).toEqual([]);

    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await fixtures.zone(owner.cookie, establishment.id, "Terraza");
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, first.id),
      fixtures.play(establishment.id, second.id),
      fixtures.play(establishment.id, first.id),
    ]);
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, second.id, { zoneId: terrace.id }),
    ]);
    // The terrace's play came last; "Primera" sounded twice and is listed once.
    expect(await recent(owner.cookie)).toEqual(["Segunda", "Primera"]);
    // Another account's plays are its own.
    expect(await recent(stranger.cookie)).toEqual([]);

    // A song the account blocks since is left out.
    const blocked = await client.put(`/api/blocked-songs/${second.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(blocked.status).toBeLessThan(300);
    expect(await recent(owner.cookie)).toEqual(["Primera"]);
  });
});
