import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playingTopic } from "~/shared/events/topics";
import type { NowPlaying } from "~/shared/playback-claims/schema";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { openEventStream } from "../../testing/event-stream";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("/api/now-playing", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  const team = teamFixtures(context);
  type Made = { id: string; title: string };
  let songs: [Made, Made];

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    songs = (await fixtures.songs(admin.cookie, ["Brisa de la tarde", "Café con leche"])) as [
      Made,
      Made,
    ];
  });

  const nowPlaying = async (owner: SignedInUser) => {
    const response = await client.get("/api/now-playing", { cookie: owner.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as NowPlaying;
  };
  const saveSong = async (owner: SignedInUser, songId: string | null, position = 0) =>
    expect(
      (
        await client.put(
          "/api/music-state",
          { volume: 0.5, currentSongId: songId, position },
          { cookie: owner.cookie },
        )
      ).status,
    ).toBe(200);
  const claim = async (owner: SignedInUser, establishmentId: string, deviceId: string) =>
    expect(
      (
        await client.post(
          `/api/establishments/${establishmentId}/claim`,
          { deviceId, takeOver: true },
          { cookie: owner.cookie },
        )
      ).status,
    ).toBe(200);
  const age = (establishmentId: string, ms: number) =>
    context()
      .database.db.update(playbackClaim)
      .set({ lastSeenAt: new Date(Date.now() - ms) })
      .where(eq(playbackClaim.establishmentId, establishmentId));

  it("is refused to visitors", async () => {
    expect((await client.get("/api/now-playing")).status).toBe(401);
  });

  it("says what sounds and where to every device of the account, and nothing to others", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const stranger = await signedInUser(context, { complimentary: true });
    expect(await nowPlaying(owner)).toEqual({ song: null, establishments: [] });

    const bar = await fixtures.establishment(owner.cookie, { tradingName: "Bar Lucía" });
    const cafe = await fixtures.establishment(owner.cookie, { tradingName: "Café Sol" });
    const [brisa] = songs;
    // The shop's tablet: it claims the bar and saves its song; no device id is asked for.
    await claim(owner, bar.id, randomUUID());
    await saveSong(owner, brisa.id, 12);
    expect(await nowPlaying(owner)).toEqual({
      song: { id: brisa.id, title: "Brisa de la tarde", artist: expect.any(String) },
      establishments: [{ id: bar.id, name: "Bar Lucía", zones: ["Principal"] }],
    });
    await claim(owner, cafe.id, randomUUID());
    expect(
      (await nowPlaying(owner)).establishments.map((establishment) => establishment.name),
    ).toEqual(["Bar Lucía", "Café Sol"]);
    expect(await nowPlaying(stranger)).toEqual({ song: null, establishments: [] });

    // A claim not heard from for a minute sounds nowhere any more.
    await age(bar.id, CLAIM_STALE_MS + 1000);
    await age(cafe.id, 30_000);
    expect((await nowPlaying(owner)).establishments).toEqual([
      { id: cafe.id, name: "Café Sol", zones: ["Principal"] },
    ]);
    await age(cafe.id, CLAIM_STALE_MS + 1000);
    expect(await nowPlaying(owner)).toMatchObject({ song: { id: brisa.id }, establishments: [] });
  });

  it("names the zones that play, each under its establishment", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const lumen = await fixtures.establishment(owner.cookie, { tradingName: "Cafetería Lumen" });
    const added = await client.post(
      `/api/establishments/${lumen.id}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(added.status).toBe(201);
    const terrace = (await added.json()) as { id: string };
    expect(
      (
        await client.post(
          `/api/zones/${terrace.id}/claim`,
          { deviceId: randomUUID(), takeOver: true },
          { cookie: owner.cookie },
        )
      ).status,
    ).toBe(200);
    expect((await nowPlaying(owner)).establishments).toEqual([
      { id: lumen.id, name: "Cafetería Lumen", zones: ["Terraza"] },
    ]);
    await claim(owner, lumen.id, randomUUID());
    expect((await nowPlaying(owner)).establishments).toEqual([
      { id: lumen.id, name: "Cafetería Lumen", zones: ["Principal", "Terraza"] },
    ]);
  });

  it("names the song a team member's player plays in the owner's establishment", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const bar = await fixtures.establishment(owner.cookie, { tradingName: "Bar Lucía" });
    const staff = await team.member(owner.cookie, { role: "employee", establishmentIds: [bar.id] });
    const [, cafe] = songs;
    const device = randomUUID();
    await claim({ ...owner, cookie: staff.cookie }, bar.id, device);
    const said = await client.put(
      `/api/zones/${bar.id}/state`,
      {
        deviceId: device,
        playing: true,
        track: { id: cafe.id, title: cafe.title, artist: "Lía", durationSeconds: 200 },
        position: 5,
        volume: 0.5,
        offline: false,
        closed: false,
        reason: "Tardes · Acústico",
        at: new Date().toISOString(),
      },
      { cookie: staff.cookie },
    );
    expect(said.status, await said.clone().text()).toBe(200);
    expect(await nowPlaying(owner)).toEqual({
      song: { id: cafe.id, title: "Café con leche", artist: "Lía" },
      establishments: [{ id: bar.id, name: "Bar Lucía", zones: ["Principal"] }],
    });
  });

  it("tells the account's streams when the song changes or an establishment starts sounding, and no one else", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const stranger = await signedInUser(context, { complimentary: true });
    const establishment = await fixtures.establishment(owner.cookie);
    const [first, second] = songs;
    const topic = `"topic":"${playingTopic(owner.id)}"`;
    const count = (text: string) => text.split(topic).length - 1;

    const stream = await openEventStream(context, owner.cookie);
    const strangers = await openEventStream(context, stranger.cookie);
    await stream.readUntil("event: ready");
    await strangers.readUntil("event: ready");

    await saveSong(owner, first.id);
    expect(count(await stream.readUntil(topic))).toBe(1);
    // The same song further on (the periodic save) is no news…
    await saveSong(owner, first.id, 30);
    // …a new song is, and so is an establishment starting to sound.
    await saveSong(owner, second.id);
    expect(count(await stream.readUntilTimes(topic, 2))).toBe(2);
    await claim(owner, establishment.id, randomUUID());
    expect(count(await stream.readUntilTimes(topic, 3))).toBe(3);
    await stream.close();

    // Nothing of it reached another account: its stream hears its own save only.
    await saveSong(stranger, first.id);
    expect(await strangers.readUntil(`"topic":"${playingTopic(stranger.id)}"`)).not.toContain(
      playingTopic(owner.id),
    );
    await strangers.close();
  });

  it("hears a claim woken from a long pause by its heartbeat", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const establishment = await fixtures.establishment(owner.cookie);
    const device = randomUUID();
    await claim(owner, establishment.id, device);
    await age(establishment.id, CLAIM_STALE_MS + 1000);
    expect((await nowPlaying(owner)).establishments).toEqual([]);

    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    const beat = await client.post(
      `/api/establishments/${establishment.id}/claim/heartbeat`,
      { deviceId: device },
      { cookie: owner.cookie },
    );
    expect(beat.status).toBe(200);
    expect(await stream.readUntil(playingTopic(owner.id))).toContain("event: change");
    await stream.close();
    expect((await nowPlaying(owner)).establishments).toHaveLength(1);
  });
});
