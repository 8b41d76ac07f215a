import { ZONE_STATE_STALE_MS } from "~/shared/remote/zone-state-timings";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { remoteCopy } from "~/shared/copy/remote";
import { schedulesCopy } from "~/shared/copy/schedules";
import { userTopic, type ZoneEvent } from "~/shared/events/topics";
import type { LiveZone, ZoneStateInput } from "~/shared/remote/schema";
import { blockedSong } from "../../domain/catalog/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { zoneState } from "../../domain/zones/tables";
import { openEventStream } from "../../testing/event-stream";
import {
  httpClient,
  signedInUser,
  type SignedInUser,
  type ErrorBody,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase, useSecondInstance } from "../../testing/test-app";

/** The "zone" events a stream received, parsed. */
const zoneEventsIn = (received: string): ZoneEvent[] =>
  [...received.matchAll(/^event: zone\ndata: (.*)$/gm)].map(
    (match) => JSON.parse(match[1] as string) as ZoneEvent,
  );

describeEachDatabase("/api/zones: the remote", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  const second = useSecondInstance(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let zoneId: string;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    zoneId = (await fixtures.establishment(owner.cookie, { tradingName: "Bar Mando" })).id;
    const [made] = await fixtures.songs(admin.cookie, ["Amanecer"]);
    songId = (made as { id: string }).id;
  });

  const command = (zone: string, body: unknown, cookie?: string) =>
    client.post(`/api/zones/${zone}/commands`, body, { cookie });
  const pause = () => ({ id: randomUUID(), kind: "pause" });
  const state = (changes: Partial<ZoneStateInput> = {}): ZoneStateInput => ({
    deviceId: randomUUID(),
    playing: true,
    track: { id: songId, title: "Amanecer", artist: "Sonaria", durationSeconds: 200 },
    position: 12.5,
    volume: 0.6,
    offline: false,
    closed: false,
    reason: "Comidas · Jazz suave",
    at: new Date().toISOString(),
    ...changes,
  });
  const liveZones = async (cookie: string) => {
    const response = await client.get("/api/zones/live", { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { zones: LiveZone[] }).zones;
  };

  it("authorises every command for the zone: no session 401, another's zone 404", async () => {
    expect((await command(zoneId, pause())).status).toBe(401);
    for (const zone of [zoneId, randomUUID()]) {
      const refused = await command(zone, pause(), stranger.cookie);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as ErrorBody).error).toEqual({
        code: "NOT_FOUND",
        message: remoteCopy.errors.zoneNotFound,
      });
    }
    expect((await command("not-a-zone", pause(), owner.cookie)).status).toBe(400);
    const sent = await command(zoneId, pause(), owner.cookie);
    expect(sent.status).toBe(202);
    // No player has ever said anything: the remote knows at once.
    expect(await sent.json()).toMatchObject({ status: "no-player" });
  });

  it("refuses bad commands with the reason in Spanish", async () => {
    const cases: [unknown, string][] = [
      [{ id: randomUUID(), kind: "louder" }, remoteCopy.errors.unknownCommand],
      [{ id: "7", kind: "play" }, remoteCopy.errors.invalidCommandId],
      [{ id: randomUUID(), kind: "volume", value: 1.5 }, remoteCopy.errors.invalidVolume],
      [{ id: randomUUID(), kind: "block", songId: "x" }, remoteCopy.errors.invalidSong],
      [
        { id: randomUUID(), kind: "override", source: { kind: "genre", genreId: randomUUID() } },
        remoteCopy.errors.invalidUntil,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await command(zoneId, body, owner.cookie);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const { issues } = ((await refused.json()) as ErrorBody).error;
      expect(issues?.map((issue) => issue.message)).toContain(message);
    }
  });

  it("sends a command to the owner's streams on every instance, with its data, and to no one else", async () => {
    const player = await openEventStream(() => second(), owner.cookie);
    const remote = await openEventStream(context, owner.cookie);
    const other = await openEventStream(context, stranger.cookie);
    await Promise.all([player, remote, other].map((stream) => stream.readUntil("event: ready")));

    const volume = { id: randomUUID(), kind: "volume", value: 0.25 };
    expect((await command(zoneId, volume, owner.cookie)).status).toBe(202);
    const heard = zoneEventsIn(await player.readUntil(volume.id));
    expect(heard).toContainEqual({ topic: `zone:${zoneId}`, kind: "command", command: volume });
    expect(zoneEventsIn(await remote.readUntil(volume.id))).toHaveLength(heard.length);

    // The stranger's stream hears their own things, never the owner's zone.
    await context().infra.events.publish({ topic: "catalog" });
    expect(await other.readUntil('"topic":"catalog"')).not.toContain(zoneId);
    await Promise.all([player, remote, other].map((stream) => stream.close()));
  });

  it("lets an open stream hear a zone added since, once the owner's things change", async () => {
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    const added = await fixtures.establishment(owner.cookie, { tradingName: "Bar Nuevo" });
    await context().infra.events.publish({ topic: userTopic(owner.id) });
    await stream.readUntil(`"topic":"user:${owner.id}"`);

    const play = { id: randomUUID(), kind: "play" };
    expect((await command(added.id, play, owner.cookie)).status).toBe(202);
    expect(zoneEventsIn(await stream.readUntil(play.id))).toContainEqual({
      topic: `zone:${added.id}`,
      kind: "command",
      command: play,
    });
    await stream.close();
  });

  it("stores the player's state, publishes it, and lists it for the owner only", async () => {
    const remote = await openEventStream(context, owner.cookie);
    await remote.readUntil("event: ready");
    const sent = state({ commandId: randomUUID() });

    expect((await client.put(`/api/zones/${zoneId}/state`, sent)).status).toBe(401);
    const foreign = await client.put(`/api/zones/${zoneId}/state`, sent, {
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    const bad = await client.put(
      `/api/zones/${zoneId}/state`,
      { ...sent, volume: -1 },
      { cookie: owner.cookie },
    );
    expect(bad.status).toBe(400);

    const saved = await client.put(`/api/zones/${zoneId}/state`, sent, { cookie: owner.cookie });
    expect(saved.status).toBe(200);
    const [event] = zoneEventsIn(await remote.readUntil(sent.commandId as string));
    expect(event).toMatchObject({ topic: `zone:${zoneId}`, kind: "state", state: sent });

    const zone = (await liveZones(owner.cookie)).find((listed) => listed.zoneId === zoneId);
    expect(zone).toMatchObject({
      zoneId,
      establishmentId: zoneId,
      establishmentName: "Bar Mando",
      zoneName: remoteCopy.mainZone,
      status: "playing",
      state: sent,
    });
    expect(await liveZones(stranger.cookie)).toEqual([]);
    // A later state replaces it: one row per zone.
    await client.put(`/api/zones/${zoneId}/state`, state({ playing: false }), {
      cookie: owner.cookie,
    });
    const paused = (await liveZones(owner.cookie)).find((listed) => listed.zoneId === zoneId);
    expect(paused?.status).toBe("paused");
    await remote.close();
  });

  it("reads a state not heard for 45 s as no player, whatever it said", async () => {
    await client.put(`/api/zones/${zoneId}/state`, state(), { cookie: owner.cookie });
    await context()
      .database.db.update(zoneState)
      .set({ seenAt: new Date(Date.now() - ZONE_STATE_STALE_MS - 1000) })
      .where(eq(zoneState.zoneId, zoneId));
    const zone = (await liveZones(owner.cookie)).find((listed) => listed.zoneId === zoneId);
    expect(zone?.status).toBe("no-player");
    expect(zone?.state?.playing).toBe(true);
    expect(await (await command(zoneId, pause(), owner.cookie)).json()).toMatchObject({
      status: "no-player",
    });
  });

  it("blocks the song on the server, and the override through the programme's own rules", async () => {
    const block = { id: randomUUID(), kind: "block", songId };
    expect((await command(zoneId, block, owner.cookie)).status).toBe(202);
    const blocked = await context()
      .database.db.select()
      .from(blockedSong)
      .where(eq(blockedSong.userId, owner.id));
    expect(blocked.map((row) => row.songId)).toEqual([songId]);

    // Without a programme there is nothing to give way: the schedule's refusal, as there.
    const refused = await command(zoneId, { id: randomUUID(), kind: "end-override" }, owner.cookie);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      schedulesCopy.errors.noSchedule,
    );
    // Like the schedule's own routes, the manual choice needs access.
    const withoutAccess = await signedInUser(context, { complimentary: true });
    const establishment = await fixtures.establishment(withoutAccess.cookie);
    await context()
      .database.db.delete(subscription)
      .where(eq(subscription.userId, withoutAccess.id));
    await context().infra.events.publish({ topic: userTopic(withoutAccess.id) });
    const denied = await command(
      establishment.id,
      { id: randomUUID(), kind: "end-override" },
      withoutAccess.cookie,
    );
    expect(denied.status).toBe(403);
    expect((await command(establishment.id, pause(), withoutAccess.cookie)).status).toBe(202);
  });
});
