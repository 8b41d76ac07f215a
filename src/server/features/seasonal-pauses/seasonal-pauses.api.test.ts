import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { teamCopy } from "~/shared/copy/team";
import { networkStatus } from "~/shared/network/network-status";
import { dayAfter, localDate } from "~/shared/seasonal-pauses/pause-window";
import type { SeasonalPause, ZonePauseState } from "~/shared/seasonal-pauses/schema";
import { refreshNetworkWatch } from "../../domain/network/refresh-zone-watch";
import { zoneWatch } from "../../domain/network/tables";
import { seasonalPause } from "../../domain/seasonal-pauses/tables";
import { httpClient, signedInUser, type ErrorBody } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const DAY_MS = 86_400_000;
const MADRID = "Europe/Madrid";
const today = () => localDate(MADRID, new Date());
const inDays = (days: number) => localDate(MADRID, new Date(Date.now() + days * DAY_MS));

describeEachDatabase("seasonal pauses of zones and establishments", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);

  afterEach(() => {
    vi.useRealTimers();
  });

  /** An owner with access, an establishment "Bar Lucía" with Principal and Terraza. */
  async function ownerWithZones() {
    const owner = await signedInUser(context, { complimentary: true });
    const establishmentId = await team.establishment(owner.cookie, "Bar Lucía");
    const added = await client.post(
      `/api/establishments/${establishmentId}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    const terraza = ((await added.json()) as { id: string }).id;
    return { owner, establishmentId, principal: establishmentId, terraza };
  }
  const pause = (establishmentId: string, body: Record<string, unknown>, cookie: string) =>
    client.post(`/api/establishments/${establishmentId}/pauses`, body, { cookie });
  const pausesOf = async (establishmentId: string, cookie: string) => {
    const response = await client.get(`/api/establishments/${establishmentId}/pauses`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { pauses: SeasonalPause[] }).pauses;
  };
  const stateOf = async (zoneId: string, cookie: string) => {
    const response = await client.get(`/api/zones/${zoneId}/pause`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ZonePauseState;
  };
  const issues = async (response: Response) =>
    ((await response.json()) as ErrorBody).error.issues?.map((issue) => issue.message);

  it("refuses a pause longer than 365 days, ending before it starts, in the past or overlapping", async () => {
    const { owner, establishmentId, terraza } = await ownerWithZones();
    const cookie = owner.cookie;
    const tooLong = await pause(establishmentId, { from: today(), to: inDays(365) }, cookie);
    expect(tooLong.status).toBe(400);
    expect(await issues(tooLong)).toEqual([seasonalPausesCopy.errors.tooLong(365)]);
    const backwards = await pause(establishmentId, { from: inDays(3), to: inDays(2) }, cookie);
    expect(await issues(backwards)).toEqual([seasonalPausesCopy.errors.endBeforeStart]);
    const past = await pause(establishmentId, { from: inDays(-2), to: inDays(5) }, cookie);
    expect(past.status).toBe(400);
    expect(await issues(past)).toEqual([seasonalPausesCopy.errors.past]);
    const badDate = await pause(establishmentId, { from: "2026-02-30", to: inDays(5) }, cookie);
    expect(await issues(badDate)).toEqual([seasonalPausesCopy.errors.invalidDate]);

    // 365 days, today included, is the longest.
    const longest = await pause(
      establishmentId,
      { from: today(), to: inDays(364), zoneId: terraza },
      cookie,
    );
    expect(longest.status, await longest.clone().text()).toBe(201);
    // One pause running or to come per zone: the establishment's would give Terraza a second.
    const overlap = await pause(
      establishmentId,
      { from: inDays(400 - 365), to: inDays(40) },
      cookie,
    );
    expect(overlap.status).toBe(409);
    expect(((await overlap.json()) as ErrorBody).error.message).toBe(
      seasonalPausesCopy.errors.overlap("Terraza"),
    );
    expect(await pausesOf(establishmentId, cookie)).toHaveLength(1);
  });

  it("pauses every zone of an establishment at once, silences them and lets them come back", async () => {
    const { owner, establishmentId, principal, terraza } = await ownerWithZones();
    const cookie = owner.cookie;
    const from = inDays(1);
    const to = inDays(3);
    expect((await pause(establishmentId, { from, to }, cookie)).status).toBe(201);
    const pauses = await pausesOf(establishmentId, cookie);
    expect(pauses.map((found) => [found.zoneName, found.from, found.to, found.active])).toEqual([
      ["Principal", from, to, false],
      ["Terraza", from, to, false],
    ]);
    expect(pauses[0]?.back).toBe(dayAfter(to));
    // Not yet: it starts at the first local midnight of `from`.
    expect(await stateOf(terraza, cookie)).toMatchObject({ paused: false, pause: { from, to } });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    expect(await stateOf(terraza, cookie)).toMatchObject({ paused: true, pause: { active: true } });
    expect((await stateOf(principal, cookie)).paused).toBe(true);

    // The network page: "En pausa", not "Silencio en horario", and no alert.
    await refreshNetworkWatch({
      db: context().database.db,
      events: { publish: () => Promise.resolve() },
      reserveHours: 12,
      now: new Date(),
    });
    const [watched] = await context()
      .database.db.select()
      .from(zoneWatch)
      .where(eq(zoneWatch.zoneId, terraza));
    expect(watched?.status).toBe("paused");

    // Back by itself after `to`, with no one doing anything.
    vi.setSystemTime(Date.now() + 3 * DAY_MS);
    expect(await stateOf(terraza, cookie)).toMatchObject({ paused: false, pause: null });
    expect(await pausesOf(establishmentId, cookie)).toEqual([]);
  });

  it("ends a running pause now and cancels one to come, keeping who did it", async () => {
    const { owner, establishmentId, principal, terraza } = await ownerWithZones();
    const cookie = owner.cookie;
    await pause(establishmentId, { from: today(), to: inDays(10), zoneId: terraza }, cookie);
    await pause(establishmentId, { from: inDays(5), to: inDays(10), zoneId: principal }, cookie);
    expect((await stateOf(terraza, cookie)).paused).toBe(true);

    const resumed = await client.post(
      `/api/establishments/${establishmentId}/pauses/end`,
      { zoneId: terraza },
      { cookie },
    );
    expect(resumed.status).toBe(200);
    expect(await stateOf(terraza, cookie)).toMatchObject({ paused: false, pause: null });
    const [kept] = await context()
      .database.db.select()
      .from(seasonalPause)
      .where(eq(seasonalPause.zoneId, terraza));
    expect(kept).toMatchObject({ createdBy: owner.id, endedBy: owner.id });
    const cancelled = await client.post(
      `/api/establishments/${establishmentId}/pauses/end`,
      {},
      { cookie },
    );
    expect(cancelled.status).toBe(200);
    expect(await pausesOf(establishmentId, cookie)).toEqual([]);
    const nothingLeft = await client.post(
      `/api/establishments/${establishmentId}/pauses/end`,
      {},
      { cookie },
    );
    expect(nothingLeft.status).toBe(404);
    // A new pause may follow the one ended.
    expect((await pause(establishmentId, { from: today(), to: inDays(2) }, cookie)).status).toBe(
      201,
    );
  });

  it("lets a manager pause their establishments only, and no employee", async () => {
    const { owner, establishmentId, terraza } = await ownerWithZones();
    const other = await team.establishment(owner.cookie, "Café Norte");
    const manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [establishmentId],
    });
    const employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [establishmentId],
    });
    const stranger = await signedInUser(context, { complimentary: true });
    const dates = { from: inDays(1), to: inDays(2) };

    expect(
      (await pause(establishmentId, { ...dates, zoneId: terraza }, manager.cookie)).status,
    ).toBe(201);
    const notTheirs = await pause(other, dates, manager.cookie);
    expect(notTheirs.status).toBe(404);
    expect(((await notTheirs.json()) as ErrorBody).error.message).toBe(
      teamCopy.errors.notYourEstablishment,
    );
    expect(
      (await client.get(`/api/establishments/${other}/pauses`, { cookie: manager.cookie })).status,
    ).toBe(404);
    expect((await pause(establishmentId, dates, stranger.cookie)).status).toBe(404);
    expect(
      (await client.get(`/api/zones/${terraza}/pause`, { cookie: stranger.cookie })).status,
    ).toBe(404);

    const forbidden = await pause(establishmentId, dates, employee.cookie);
    expect(forbidden.status).toBe(403);
    const endForbidden = await client.post(
      `/api/establishments/${establishmentId}/pauses/end`,
      {},
      { cookie: employee.cookie },
    );
    expect(endForbidden.status).toBe(403);
    // The employee's player still reads the zone's pause, to say why it is silent.
    expect((await stateOf(terraza, employee.cookie)).pause?.from).toBe(dates.from);
    expect(await pausesOf(establishmentId, employee.cookie)).toHaveLength(1);
  });

  it('names a paused zone "En pausa" whatever its player or hours say', () => {
    const now = new Date();
    const heard = { playing: false, offline: false, closed: false, seenAt: now.toISOString() };
    expect(networkStatus({ state: heard, open: true, reserveMs: 0 }, now)).toBe("silent");
    expect(
      networkStatus({ state: heard, open: true, reserveMs: 0, seasonalPause: true }, now),
    ).toBe("paused");
    expect(networkStatus({ state: null, open: true, reserveMs: 0, seasonalPause: true }, now)).toBe(
      "paused",
    );
  });
});
