import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { networkCopy } from "~/shared/copy/network";
import { teamCopy } from "~/shared/copy/team";
import type { NetworkStatus } from "~/shared/network/network-status";
import { NETWORK_PAGE_SIZE, type NetworkZonesPage } from "~/shared/network/schema";
import type { ZoneStateInput } from "~/shared/remote/schema";
import {
  barInMadrid,
  cafeInBarcelona,
  shopInSevilla,
} from "~/shared/testing/establishment-details";
import { playerState } from "~/shared/testing/player-state";
import { zoneWatch } from "../../domain/network/tables";
import { device } from "../../domain/playback-claims/tables";
import { zone, zoneState } from "../../domain/zones/tables";
import { httpClient, signedInUser, type ErrorBody } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase, withTestApp } from "../../testing/test-app";

describeEachDatabase("/api/network/zones: every zone's status for head office", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  const HOUR = 3_600_000;
  let owner: { cookie: string; id: string };
  /** Bar Lucía (Madrid): Principal, Terraza; Café Norte (Barcelona): Principal, Sala; Tienda Sur (Sevilla): Principal. */
  let ids: {
    lucia: string;
    luciaTerraza: string;
    norte: string;
    norteSala: string;
    sur: string;
  };

  const zonesOf = async (query: string, cookie = owner.cookie) => {
    const response = await client.get(`/api/network/zones${query}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as NetworkZonesPage;
  };
  const names = (page: NetworkZonesPage) =>
    page.zones.map((row) => `${row.tradingName} · ${row.zoneName}`);

  async function establishment(body: Record<string, unknown>): Promise<string> {
    const response = await client.post("/api/establishments", body, { cookie: owner.cookie });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  async function addZone(establishmentId: string, name: string): Promise<string> {
    const response = await client.post(
      `/api/establishments/${establishmentId}/zones`,
      { name },
      { cookie: owner.cookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  /**
   * The zone's watch row, as the minute's check and the players' states keep it; checked
   * "tomorrow", so that the suite's own minute's check leaves it as it is (it never undoes
   * a row checked after it read) and the statuses these tests filter stay put.
   */
  async function watch(
    zoneId: string,
    establishmentId: string,
    status: NetworkStatus,
    since: Date,
  ) {
    const checkedAt = new Date(Date.now() + 24 * HOUR);
    await context()
      .database.db.insert(zoneWatch)
      .values({ zoneId, establishmentId, ownerId: owner.id, status, since, checkedAt })
      .onConflictDoUpdate({ target: zoneWatch.zoneId, set: { status, since, checkedAt } });
  }
  async function heard(
    zoneId: string,
    establishmentId: string,
    seenAt: Date,
    changes: Partial<ZoneStateInput> = {},
  ) {
    const state = playerState({ at: seenAt.toISOString(), ...changes });
    const { deviceId } = state;
    const { db } = context().database;
    await db.insert(zoneState).values({ zoneId, establishmentId, deviceId, state, seenAt });
    return deviceId;
  }

  beforeAll(async () => {
    const signed = await signedInUser(context, { complimentary: true });
    const me = (await (await client.get("/api/me", { cookie: signed.cookie })).json()) as {
      user: { id: string };
    };
    owner = { cookie: signed.cookie, id: me.user.id };
    const lucia = await establishment({ ...barInMadrid, tradingName: "Bar Lucía" });
    const norte = await establishment({ ...cafeInBarcelona, tradingName: "Café Norte" });
    const sur = await establishment({ ...shopInSevilla, tradingName: "Tienda 100% Sur" });
    ids = {
      lucia,
      luciaTerraza: await addZone(lucia, "Terraza"),
      norte,
      norteSala: await addZone(norte, "Sala"),
      sur,
    };
    const now = Date.now();
    const playingDevice = await heard(ids.lucia, ids.lucia, new Date(now - 5_000));
    await context().database.db.insert(device).values({
      userId: owner.id,
      id: playingDevice,
      browser: "chrome",
      system: "android",
      firstSeenAt: new Date(),
    });
    await watch(ids.lucia, ids.lucia, "playing", new Date(now - HOUR));
    // Last heard playing two hours ago: six of its eight hours of reserve are left.
    await heard(ids.luciaTerraza, ids.lucia, new Date(now - 2 * HOUR), { volume: 0.3 });
    await watch(ids.luciaTerraza, ids.lucia, "offline", new Date(now - 2 * HOUR));
    await watch(ids.norte, ids.norte, "silent", new Date(now - 10 * 60_000));
    await watch(ids.norteSala, ids.norte, "paused", new Date(now - 60_000));
    // Tienda Sur's Principal: no player, and no watch row of the tests'.
  });

  it("lists every zone of the owner's with what it does, since when, where and how loud", async () => {
    const page = await zonesOf("");
    expect(names(page)).toEqual([
      "Bar Lucía · Principal",
      "Bar Lucía · Terraza",
      "Café Norte · Principal",
      "Café Norte · Sala",
      "Tienda 100% Sur · Principal",
    ]);
    const [playing, offline, , , unknown] = page.zones;
    expect(playing).toMatchObject({
      status: "playing",
      track: { title: "Brisa de mar", artist: "Lía Costa" },
      deviceName: "Chrome en Android",
      volume: 0.6,
      reserveLeftMinutes: null,
      province: "Madrid",
      city: "Madrid",
    });
    expect(Date.parse(playing?.since ?? "")).toBeLessThan(Date.now() - HOUR + 1000);
    expect(offline).toMatchObject({
      status: "offline",
      track: null,
      deviceName: "Dispositivo sin identificar",
      volume: 0.3,
    });
    // Six hours of eight left, less what the suite took to get here.
    expect(offline?.reserveLeftMinutes).toBeGreaterThanOrEqual(355);
    expect(offline?.reserveLeftMinutes).toBeLessThanOrEqual(360);
    // No player ever: closed, whether or not the suite's minute has written its row yet.
    expect(unknown).toMatchObject({ status: "closed", deviceName: null, volume: null });
    expect(page.counts).toEqual({ playing: 1, paused: 1, closed: 1, offline: 1, silent: 1 });
    expect(page.provinces).toEqual(["Barcelona", "Madrid", "Sevilla"]);
    expect(page.establishments.map((row) => row.tradingName)).toEqual([
      "Bar Lucía",
      "Café Norte",
      "Tienda 100% Sur",
    ]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 5 });
  });

  it("filters by status, province and establishment; the chips count every filter but the status", async () => {
    const offline = await zonesOf("?status=offline");
    expect(names(offline)).toEqual(["Bar Lucía · Terraza"]);
    expect(offline.counts).toEqual({ playing: 1, paused: 1, closed: 1, offline: 1, silent: 1 });
    expect(offline.total).toBe(1);

    const barcelona = await zonesOf("?province=Barcelona");
    expect(names(barcelona)).toEqual(["Café Norte · Principal", "Café Norte · Sala"]);
    expect(barcelona.counts).toEqual({ playing: 0, paused: 1, closed: 0, offline: 0, silent: 1 });
    // Every province stays a choice; the establishments offered are the province's.
    expect(barcelona.provinces).toHaveLength(3);
    expect(barcelona.establishments.map((row) => row.tradingName)).toEqual(["Café Norte"]);
    expect((await zonesOf(`?establishmentId=${ids.norte}`)).establishments).toHaveLength(3);

    const lucia = await zonesOf(`?establishmentId=${ids.lucia}&status=playing`);
    expect(names(lucia)).toEqual(["Bar Lucía · Principal"]);
    expect(lucia.counts).toMatchObject({ playing: 1, offline: 1, silent: 0 });

    expect(names(await zonesOf("?province=Madrid&status=silent"))).toEqual([]);
    // An empty filter is no filter, as the page's selects send "all".
    expect((await zonesOf("?province=&status=&establishmentId=&search=")).total).toBe(5);
  });

  it("searches trading names and zone names in any case, a % or _ taken as itself", async () => {
    expect(names(await zonesOf("?search=NORTE"))).toEqual([
      "Café Norte · Principal",
      "Café Norte · Sala",
    ]);
    expect(names(await zonesOf("?search=terr"))).toEqual(["Bar Lucía · Terraza"]);
    expect(names(await zonesOf(`?search=${encodeURIComponent("100%")}`))).toEqual([
      "Tienda 100% Sur · Principal",
    ]);
    expect((await zonesOf(`?search=${encodeURIComponent("%")}`)).total).toBe(1);
    const searched = await zonesOf("?search=sala");
    expect(searched.counts).toEqual({ playing: 0, paused: 1, closed: 0, offline: 0, silent: 0 });
  });

  it("pages 50 zones at a time, in order", async () => {
    const other = await signedInUser(context, { complimentary: true });
    const response = await client.post(
      "/api/establishments",
      { ...barInMadrid, tradingName: "Gran Almacén" },
      { cookie: other.cookie },
    );
    const establishmentId = ((await response.json()) as { id: string }).id;
    // 119 more zones, straight into the table: the zones' own API is tested elsewhere.
    await context()
      .database.db.insert(zone)
      .values(
        Array.from({ length: 119 }, (_, index) => ({
          id: randomUUID(),
          establishmentId,
          name: `Planta ${String(index + 1).padStart(3, "0")}`,
          position: index + 1,
        })),
      );
    const first = await zonesOf("", other.cookie);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 120 });
    expect(first.zones).toHaveLength(NETWORK_PAGE_SIZE);
    expect(first.zones[1]?.zoneName).toBe("Planta 001");
    const last = await zonesOf("?page=3", other.cookie);
    expect(last.zones.map((row) => row.zoneName)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Planta ${100 + index}`),
    );
    expect((await zonesOf("?page=4", other.cookie)).zones).toEqual([]);
    // Nothing of another owner's.
    expect(names(first).some((name) => name.startsWith("Bar Lucía"))).toBe(false);
  });

  it("leaves out archived zones", async () => {
    const archived = await addZone(ids.sur, "Almacén");
    expect((await zonesOf(`?establishmentId=${ids.sur}`)).total).toBe(2);
    await context()
      .database.db.update(zone)
      .set({ archivedAt: new Date() })
      .where(eq(zone.id, archived));
    expect(names(await zonesOf(`?establishmentId=${ids.sur}`))).toEqual([
      "Tienda 100% Sur · Principal",
    ]);
  });

  it("shows a manager only the establishments and zones they work in; an employee may not look", async () => {
    const manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [ids.lucia],
      zoneIds: [ids.norteSala],
    });
    const page = await zonesOf("", manager.cookie);
    expect(names(page)).toEqual([
      "Bar Lucía · Principal",
      "Bar Lucía · Terraza",
      "Café Norte · Sala",
    ]);
    expect(page.counts).toEqual({ playing: 1, paused: 1, closed: 0, offline: 1, silent: 0 });
    expect(page.provinces).toEqual(["Barcelona", "Madrid"]);
    expect(page.establishments.map((row) => row.id)).toEqual([ids.lucia, ids.norte]);
    // Another establishment of the owner's, asked for by id: nothing of it.
    expect((await zonesOf(`?establishmentId=${ids.sur}`, manager.cookie)).zones).toEqual([]);

    const employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [ids.lucia],
    });
    const refused = await client.get("/api/network/zones", { cookie: employee.cookie });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      teamCopy.errors.notForYourRole,
    );
    expect((await client.get("/api/network/zones")).status).toBe(401);
  });

  it("refuses a bad query with the reason in Spanish", async () => {
    const cases: [string, string][] = [
      ["?status=loud", networkCopy.errors.status],
      ["?page=0", networkCopy.errors.page],
      ["?page=two", networkCopy.errors.page],
      ["?establishmentId=7", networkCopy.errors.establishment],
      [`?search=${"a".repeat(101)}`, networkCopy.errors.tooLong(100)],
      ["?sort=name", networkCopy.errors.unknownFilter],
    ];
    for (const [query, message] of cases) {
      const refused = await client.get(`/api/network/zones${query}`, { cookie: owner.cookie });
      expect(refused.status, query).toBe(400);
      const { issues } = ((await refused.json()) as ErrorBody).error;
      expect(
        issues?.map((issue) => issue.message),
        query,
      ).toContain(message);
    }
  });

  it("has no test clock unless NETWORK_TEST_CLOCK is on", async () => {
    const moved = await client.post(
      "/api/network/test-clock/backdate",
      { minutes: 30 },
      { cookie: owner.cookie },
    );
    expect(moved.status).toBe(404);
  });
});

it("reads a zone the minute's check has not seen yet as closed, since no time", async () => {
  // An app whose jobs stand still: no minute writes the zone's watch row meanwhile.
  await withTestApp({}, async (testApp) => {
    const context = () => testApp;
    const client = httpClient(context);
    const owner = await signedInUser(context, { complimentary: true });
    const made = await client.post("/api/establishments", barInMadrid, { cookie: owner.cookie });
    expect(made.status, await made.clone().text()).toBe(201);
    const response = await client.get("/api/network/zones", { cookie: owner.cookie });
    const page = (await response.json()) as NetworkZonesPage;
    expect(page.zones).toMatchObject([{ zoneName: "Principal", status: "closed", since: null }]);
    expect(page.counts.closed).toBe(1);
  });
});
