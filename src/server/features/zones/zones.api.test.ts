import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import { zonesCopy } from "~/shared/copy/zones";
import { userTopic } from "~/shared/events/topics";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import type { Zone } from "~/shared/zones/schema";
import { zone } from "../../domain/zones/tables";
import { openEventStream } from "../../testing/event-stream";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("/api/establishments/:id/zones, /api/zones/:zoneId", (context) => {
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

  const errorOf = async (response: Response) =>
    (
      (await response.json()) as {
        error: { code: string; message: string; issues?: { path: string; message: string }[] };
      }
    ).error;
  const addZone = async (establishmentId: string, name: string, cookie = owner.cookie) => {
    const response = await client.post(
      `/api/establishments/${establishmentId}/zones`,
      { name },
      { cookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Zone;
  };
  const zonesOf = async (establishmentId: string, cookie = owner.cookie) => {
    const response = await client.get(`/api/establishments/${establishmentId}/zones`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Zone[];
  };

  it("starts every establishment with its Principal zone, whose id is its own, and lists them", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    expect(await zonesOf(establishment.id)).toEqual([
      { id: establishment.id, establishmentId: establishment.id, name: "Principal", position: 0 },
    ]);
    const terrace = await addZone(establishment.id, "Terraza");
    expect(terrace).toEqual({
      id: expect.any(String),
      establishmentId: establishment.id,
      name: "Terraza",
      position: 1,
    });
    const listed = await client.get("/api/establishments", { cookie: owner.cookie });
    const mine = ((await listed.json()) as ListedEstablishment[]).find(
      (p) => p.id === establishment.id,
    );
    expect(mine?.zones).toEqual([
      { id: establishment.id, name: "Principal", position: 0 },
      { id: terrace.id, name: "Terraza", position: 1 },
    ]);
  });

  it("tells the owner's other devices of every change of zones, and of establishments", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const topic = `"topic":"${userTopic(owner.id)}"`;
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    const added = await addZone(establishment.id, "Barra");
    const changes = [
      () =>
        client.patch(`/api/zones/${added.id}`, { name: "Barra alta" }, { cookie: owner.cookie }),
      () => client.request("DELETE", `/api/zones/${added.id}`, { cookie: owner.cookie }),
    ];
    expect((await stream.readUntilTimes(topic, 1)).split(topic)).toHaveLength(2);
    for (const [index, change] of changes.entries()) {
      expect((await change()).status).toBeLessThan(300);
      expect((await stream.readUntilTimes(topic, index + 2)).split(topic)).toHaveLength(index + 3);
    }
    await stream.close();
  });

  it("renames and moves a zone, and refuses a name taken in any case, in Spanish", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const hall = await addZone(establishment.id, "Sala");
    const taken = await client.post(
      `/api/establishments/${establishment.id}/zones`,
      { name: "sala" },
      { cookie: owner.cookie },
    );
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(zonesCopy.errors.taken);
    const blank = await client.post(
      `/api/establishments/${establishment.id}/zones`,
      { name: "   " },
      { cookie: owner.cookie },
    );
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).issues).toEqual([
      { path: "name", message: zonesCopy.errors.required },
    ]);
    const long = await client.post(
      `/api/establishments/${establishment.id}/zones`,
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
    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(establishment.id, "Terraza");
    const cookie = stranger.cookie;
    expect(
      (await client.get(`/api/establishments/${establishment.id}/zones`, { cookie })).status,
    ).toBe(404);
    expect(
      (
        await client.post(
          `/api/establishments/${establishment.id}/zones`,
          { name: "Mía" },
          { cookie },
        )
      ).status,
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
    expect((await client.get(`/api/establishments/${establishment.id}/zones`)).status).toBe(401);
    expect((await zonesOf(establishment.id)).map((z) => z.name)).toEqual(["Principal", "Terraza"]);
  });

  it("never removes the last zone, deletes an unused one, and archives one with plays", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await fixtures.zone(owner.cookie, establishment.id, "Terraza");
    const bar = await addZone(establishment.id, "Barra");
    const remove = (id: string) =>
      client.request("DELETE", `/api/zones/${id}`, { cookie: owner.cookie });

    await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, songId, { zoneId: terrace.id }),
    ]);
    const archived = await remove(terrace.id);
    expect(await archived.json()).toEqual({ ok: true, archived: true });
    expect(await remove(bar.id).then((r) => r.json())).toEqual({ ok: true, archived: false });
    const last = await remove(establishment.id);
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(zonesCopy.errors.lastZone);
    expect((await zonesOf(establishment.id)).map((z) => z.id)).toEqual([establishment.id]);

    // The archived zone's chain stays, and takes no play begun after it was archived.
    const [kept] = await context().database.db.select().from(zone).where(eq(zone.id, terrace.id));
    expect(kept?.archivedAt).toBeInstanceOf(Date);
    // Archived a minute ago: past the seconds a device's clock may be off.
    await context()
      .database.db.update(zone)
      .set({ archivedAt: new Date(Date.now() - 60_000) })
      .where(eq(zone.id, terrace.id));
    const refused = await fixtures.send(owner.cookie, [
      fixtures.play(establishment.id, songId, {
        zoneId: terrace.id,
        startedAt: new Date(Date.now() - 30_000).toISOString(),
      }),
    ]);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.afterZoneArchived);
  });
});
