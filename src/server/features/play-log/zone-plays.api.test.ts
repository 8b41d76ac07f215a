import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayHistoryPage } from "~/shared/play-log/schema";
import { playLog } from "../../domain/play-log/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { verifyPlayLog } from "./verify-play-log";

/** Each zone of an establishment is a stream and a chain of its own (decision 023). */
describeEachDatabase("the play log per zone", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  let owner: SignedInUser;
  let songId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
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
  const addZone = (establishmentId: string, name: string) =>
    fixtures.zone(owner.cookie, establishmentId, name);

  it("chains each zone apart: two zones play at once, and a play without a zone is the Principal's", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(establishment.id, "Terraza");
    const startedAt = new Date(Date.now() - 120_000).toISOString();
    const [hallDevice, terraceDevice] = [randomUUID(), randomUUID()];
    const together = await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, songId, { startedAt, deviceId: hallDevice }),
      fixtures.play(establishment.id, songId, {
        zoneId: terrace.id,
        startedAt,
        deviceId: terraceDevice,
      }),
    ]);
    expect(together).toEqual({ accepted: 2, duplicates: 0 });

    // Within one zone the same moment is still taken.
    const overlapping = await fixtures.send(owner.cookie, [
      fixtures.play(establishment.id, songId, {
        zoneId: terrace.id,
        startedAt,
        deviceId: terraceDevice,
      }),
    ]);
    expect(overlapping.status).toBe(400);

    const rows = await db()
      .select({ zoneId: playLog.zoneId, seq: playLog.seq, deviceId: playLog.deviceId })
      .from(playLog)
      .where(eq(playLog.establishmentId, establishment.id))
      .orderBy(asc(playLog.zoneId));
    expect(rows).toEqual(
      [
        { zoneId: establishment.id, seq: 1, deviceId: hallDevice },
        { zoneId: terrace.id, seq: 1, deviceId: terraceDevice },
      ].sort((a, b) => a.zoneId.localeCompare(b.zoneId)),
    );
    expect(await verifyPlayLog({ db: db(), establishmentId: establishment.id })).toEqual({
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
    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(establishment.id, "Terraza");
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, songId, { startedAt }),
      fixtures.play(establishment.id, songId, { zoneId: terrace.id, startedAt }),
    ]);
    // The local day in Madrid may differ from UTC's around midnight: a range that holds both.
    const dayOf = (offset: number) =>
      new Date(Date.parse(startedAt) + offset * 86_400_000).toISOString().slice(0, 10);
    const history = async (zoneId?: string) => {
      const zoneQuery = zoneId ? `&zoneId=${zoneId}` : "";
      const response = await client.get(
        `/api/play-log?establishmentId=${establishment.id}&from=${dayOf(-1)}&to=${dayOf(1)}${zoneQuery}`,
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

  it("names each row's establishment and zone in the CSV, where two rooms' plays interleave", async () => {
    const establishment = await fixtures.establishment(owner.cookie, { tradingName: "Lumen" });
    const terrace = await addZone(establishment.id, "Terraza");
    await fixtures.logged(owner.id, [
      fixtures.play(establishment.id, songId, { startedAt: "2026-07-01T08:00:00Z" }),
      fixtures.play(establishment.id, songId, {
        zoneId: terrace.id,
        startedAt: "2026-07-01T08:00:00Z",
      }),
    ]);
    const response = await client.get(
      `/api/play-log/export?establishmentId=${establishment.id}&from=2026-07-01&to=2026-07-01`,
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(200);
    const [header, ...records] = (await response.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(";"));
    expect(header?.slice(-2)).toEqual(["establecimiento", "zona"]);
    expect(records.map((fields) => [fields[1], ...fields.slice(-2)]).sort()).toEqual([
      ["10:00:00", "Lumen", "Principal"],
      ["10:00:00", "Lumen", "Terraza"],
    ]);
  });
});
