import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import { playLogCopy } from "~/shared/copy/play-log";
import { zonesCopy } from "~/shared/copy/zones";
import type { ListedEstablishment } from "~/shared/schemas/establishments";
import type { PlayHistoryPage } from "~/shared/schemas/play-log";
import { CLAIM_STALE_MS, type PlaybackClaimState } from "~/shared/schemas/playback-claims";
import type { Zone } from "~/shared/schemas/zones";
import { playLog, zone } from "../../db/schema";
import { verifyPlayLog } from "../play-log/verify-play-log";
import { claimPlayback } from "../playback-claims/claim-playback";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("zones", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    const [made] = await fixtures.songs(admin.cookie, ["Amanecer"]);
    songId = (made as { id: string }).id;
  });

  const db = () => context().database.db;
  const errorOf = async (response: Response) =>
    (
      (await response.json()) as {
        error: { code: string; message: string; issues?: { path: string; message: string }[] };
      }
    ).error;
  const addZone = async (placeId: string, name: string, cookie = owner.cookie) => {
    const response = await client.post(
      `/api/establishments/${placeId}/zones`,
      { name },
      { cookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Zone;
  };
  const zonesOf = async (placeId: string, cookie = owner.cookie) => {
    const response = await client.get(`/api/establishments/${placeId}/zones`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Zone[];
  };
  const claim = (zoneId: string, deviceId: string, takeOver = false) =>
    client.post(`/api/zones/${zoneId}/claim`, { deviceId, takeOver }, { cookie: owner.cookie });
  const heartbeat = (zoneId: string, deviceId: string) =>
    client.post(`/api/zones/${zoneId}/claim/heartbeat`, { deviceId }, { cookie: owner.cookie });

  it("starts every establishment with its Principal zone, whose id is its own, and lists them", async () => {
    const place = await fixtures.establishment(owner.cookie);
    expect(await zonesOf(place.id)).toEqual([
      { id: place.id, establishmentId: place.id, name: "Principal", position: 0 },
    ]);
    const terrace = await addZone(place.id, "Terraza");
    expect(terrace).toEqual({
      id: expect.any(String),
      establishmentId: place.id,
      name: "Terraza",
      position: 1,
    });
    const listed = await client.get("/api/establishments", { cookie: owner.cookie });
    const mine = ((await listed.json()) as ListedEstablishment[]).find((p) => p.id === place.id);
    expect(mine?.zones).toEqual([
      { id: place.id, name: "Principal", position: 0 },
      { id: terrace.id, name: "Terraza", position: 1 },
    ]);
  });

  it("renames and moves a zone, and refuses a name taken in any case, in Spanish", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const hall = await addZone(place.id, "Sala");
    const taken = await client.post(
      `/api/establishments/${place.id}/zones`,
      { name: "sala" },
      { cookie: owner.cookie },
    );
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(zonesCopy.errors.taken);
    const blank = await client.post(
      `/api/establishments/${place.id}/zones`,
      { name: "   " },
      { cookie: owner.cookie },
    );
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).issues).toEqual([
      { path: "name", message: zonesCopy.errors.required },
    ]);
    const long = await client.post(
      `/api/establishments/${place.id}/zones`,
      { name: "x".repeat(41) },
      { cookie: owner.cookie },
    );
    expect((await errorOf(long)).issues?.[0]?.message).toBe(zonesCopy.errors.tooLong(40));

    const renamed = await client.request("PATCH", `/api/zones/${hall.id}`, {
      cookie: owner.cookie,
      body: { name: "Comedor", position: 0 },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ ...hall, name: "Comedor", position: 0 });
    const clash = await client.request("PATCH", `/api/zones/${hall.id}`, {
      cookie: owner.cookie,
      body: { name: "PRINCIPAL" },
    });
    expect(clash.status).toBe(409);
  });

  it("belongs to its establishment's owner: anyone else is told it does not exist", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(place.id, "Terraza");
    const cookie = stranger.cookie;
    expect((await client.get(`/api/establishments/${place.id}/zones`, { cookie })).status).toBe(
      404,
    );
    expect(
      (await client.post(`/api/establishments/${place.id}/zones`, { name: "Mía" }, { cookie }))
        .status,
    ).toBe(404);
    expect(
      (await client.request("PATCH", `/api/zones/${terrace.id}`, { cookie, body: { name: "X" } }))
        .status,
    ).toBe(404);
    expect((await client.request("DELETE", `/api/zones/${terrace.id}`, { cookie })).status).toBe(
      404,
    );
    expect(
      (
        await client.post(
          `/api/zones/${terrace.id}/claim`,
          { deviceId: randomUUID(), takeOver: true },
          { cookie },
        )
      ).status,
    ).toBe(404);
    expect((await client.get(`/api/establishments/${place.id}/zones`)).status).toBe(401);
    expect((await zonesOf(place.id)).map((z) => z.name)).toEqual(["Principal", "Terraza"]);
  });

  it("never removes the last zone, deletes an unused one, and archives one with plays", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(place.id, "Terraza");
    const bar = await addZone(place.id, "Barra");
    const remove = (id: string) =>
      client.request("DELETE", `/api/zones/${id}`, { cookie: owner.cookie });

    await fixtures.sendOk(owner.cookie, [fixtures.play(place.id, songId, { zoneId: terrace.id })]);
    const archived = await remove(terrace.id);
    expect(await archived.json()).toEqual({ ok: true, archived: true });
    expect(await remove(bar.id).then((r) => r.json())).toEqual({ ok: true, archived: false });
    const last = await remove(place.id);
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(zonesCopy.errors.lastZone);
    expect((await zonesOf(place.id)).map((z) => z.id)).toEqual([place.id]);

    // The archived zone's chain stays, and takes no more plays.
    const refused = await fixtures.send(owner.cookie, [
      fixtures.play(place.id, songId, { zoneId: terrace.id }),
    ]);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.zoneArchived);
    expect((await verifyPlayLog({ db: db(), establishmentId: place.id })).breaks).toEqual([]);
  });

  it("chains each zone apart: two zones play at once, and a play without a zone is the Principal's", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(place.id, "Terraza");
    const startedAt = new Date(Date.now() - 120_000).toISOString();
    const [hallDevice, terraceDevice] = [randomUUID(), randomUUID()];
    const together = await fixtures.sendOk(owner.cookie, [
      fixtures.play(place.id, songId, { startedAt, deviceId: hallDevice }),
      fixtures.play(place.id, songId, {
        zoneId: terrace.id,
        startedAt,
        deviceId: terraceDevice,
      }),
    ]);
    expect(together).toEqual({ accepted: 2, duplicates: 0 });

    // Within one zone the same moment is still taken.
    const overlapping = await fixtures.send(owner.cookie, [
      fixtures.play(place.id, songId, { zoneId: terrace.id, startedAt, deviceId: terraceDevice }),
    ]);
    expect(overlapping.status).toBe(400);

    const rows = await db()
      .select({ zoneId: playLog.zoneId, seq: playLog.seq, deviceId: playLog.deviceId })
      .from(playLog)
      .where(eq(playLog.establishmentId, place.id))
      .orderBy(asc(playLog.zoneId));
    expect(rows).toEqual(
      [
        { zoneId: place.id, seq: 1, deviceId: hallDevice },
        { zoneId: terrace.id, seq: 1, deviceId: terraceDevice },
      ].sort((a, b) => a.zoneId.localeCompare(b.zoneId)),
    );
    expect(await verifyPlayLog({ db: db(), establishmentId: place.id })).toEqual({
      establishments: 1,
      plays: 2,
      breaks: [],
    });

    // A zone of another establishment is not this one's.
    const other = await fixtures.establishment(owner.cookie);
    const wrong = await fixtures.send(owner.cookie, [
      fixtures.play(other.id, songId, { zoneId: terrace.id }),
    ]);
    expect(wrong.status).toBe(404);
    expect((await errorOf(wrong)).message).toBe(playLogCopy.errors.zoneNotFound);
  });

  it("shows the history of every zone, each play named, or of the zone asked", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(place.id, "Terraza");
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(place.id, songId, { startedAt }),
      fixtures.play(place.id, songId, { zoneId: terrace.id, startedAt }),
    ]);
    // The local day in Madrid may differ from UTC's around midnight: a range that holds both.
    const dayOf = (offset: number) =>
      new Date(Date.parse(startedAt) + offset * 86_400_000).toISOString().slice(0, 10);
    const history = async (zoneId?: string) => {
      const zoneQuery = zoneId ? `&zoneId=${zoneId}` : "";
      const response = await client.get(
        `/api/play-log?establishmentId=${place.id}&from=${dayOf(-1)}&to=${dayOf(1)}${zoneQuery}`,
        { cookie: owner.cookie },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as PlayHistoryPage;
    };
    const all = await history();
    expect(all.plays.map((play) => play.zoneName).sort()).toEqual(["Principal", "Terraza"]);
    const outside = await history(terrace.id);
    expect(outside.plays.map((play) => [play.zoneId, play.zoneName])).toEqual([
      [terrace.id, "Terraza"],
    ]);
    expect(outside.total).toBe(1);
  });

  it("lets two devices hold two zones of one establishment at once, and keeps each zone to one", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(place.id, "Terraza");
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await claim(place.id, first)).status).toBe(200);
    expect((await claim(terrace.id, second)).status).toBe(200);
    expect((await heartbeat(place.id, first)).status).toBe(200);
    expect((await heartbeat(terrace.id, second)).status).toBe(200);

    const asked = await claim(terrace.id, third);
    expect(asked.status).toBe(409);
    expect((await errorOf(asked)).message).toBe(playbackClaimsCopy.zone.errors.heldElsewhere);
    expect((await claim(terrace.id, third, true)).status).toBe(200);
    const lost = await heartbeat(terrace.id, second);
    expect(lost.status).toBe(409);
    expect((await errorOf(lost)).message).toMatch(/^Esta zona ha pasado a sonar/);
    // The Principal zone is untouched by the take-over next door.
    expect((await heartbeat(place.id, first)).status).toBe(200);
    // The establishment's routes, as players from before zones call them, are its Principal's.
    const old = await client.get(`/api/establishments/${place.id}/claim?deviceId=${first}`, {
      cookie: owner.cookie,
    });
    expect(((await old.json()) as PlaybackClaimState).holder).toBe("this-device");
  });

  it("frees a zone whose holder fell silent, by the clock, and refuses the plays of a device without its claim", async () => {
    const place = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(place.id, "Terraza");
    const [first, second] = [randomUUID(), randomUUID()];
    // Recent enough that the plays below reach the server live.
    const t0 = new Date(Date.now() - 200_000);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const claimAt = (deviceId: string, now: Date, takeOver = false) =>
      claimPlayback({
        db: db(),
        userId: owner.id,
        target: { zoneId: terrace.id },
        deviceId,
        takeOver,
        now,
      });

    await claimAt(first, t0);
    // Heard 30 s ago: still live, so the second device must ask.
    await expect(claimAt(second, at(30_000))).rejects.toMatchObject({ code: "CONFLICT" });
    // Silent for longer than CLAIM_STALE_MS: free without asking.
    const given = await claimAt(second, at(CLAIM_STALE_MS + 1_000));
    expect(given.state.holder).toBe("this-device");
    expect(given.tookOver).toBe(true);

    // The first device's play begun after it lost the zone is refused; the second's is kept.
    const after = at(CLAIM_STALE_MS + 10_000).toISOString();
    const refused = await fixtures.send(owner.cookie, [
      fixtures.play(place.id, songId, { zoneId: terrace.id, startedAt: after, deviceId: first }),
    ]);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.claimedElsewhere);
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(place.id, songId, { zoneId: terrace.id, startedAt: after, deviceId: second }),
    ]);
    // The Principal zone was never claimed: it stays open to any device (decision 018).
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(place.id, songId, { startedAt: after, deviceId: first }),
    ]);
    const zones = await db()
      .select({ id: zone.id })
      .from(zone)
      .where(and(eq(zone.establishmentId, place.id)));
    expect(zones).toHaveLength(2);
  });
});
