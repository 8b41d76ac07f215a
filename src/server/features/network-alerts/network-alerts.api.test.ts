import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import { teamCopy } from "~/shared/copy/team";
import { networkTopic, type LiveEvent } from "~/shared/events/topics";
import type { AlertSettings, NetworkAlertsPage } from "~/shared/network/alerts-schema";
import type { NetworkStatus } from "~/shared/network/network-status";
import type { ZoneStateInput } from "~/shared/remote/schema";
import { weekdays, type ScheduleInput } from "~/shared/schedules/schema";
import { zoneAlert, zoneWatch } from "../../domain/network/tables";
import {
  httpClient,
  signedInUser,
  type ErrorBody,
  type SignedInUser,
} from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { alertMail, ALERT_DIGEST_QUEUE, NETWORK_WATCH_QUEUE } from "./network-alert-jobs";
import { sendAlertDigests } from "./send-alert-digests";
import { watchNetwork } from "./watch-network";

const MINUTE_MS = 60_000;
const at = (hour: number) => hour * 60;
/** Open from `open` to `close` every day, by the establishment's clock. */
const openingHours = (open: number, close: number): ScheduleInput => ({
  opening: weekdays.map((weekday) => ({ weekday, hours: { open: at(open), close: at(close) } })),
  slots: [],
  specialDates: [],
});

/**
 * The minute's check on a test clock (decision 041): three establishments of two zones,
 * with opening hours, whose players report through the real state route; the check is
 * called as the job calls it, minute by minute of the test's clock. Only `Date` is faked:
 * the routes stamp states by it, as the check reads them.
 */
describeEachDatabase(
  "network alerts",
  (context) => {
    const client = httpClient(context);
    const team = teamFixtures(context);
    const db = () => context().database.db;
    // Tomorrow at 09:00 UTC: 10:00 or 11:00 in Madrid, inside 09:00–21:00, outside 20:00–23:00.
    const today = new Date();
    const t0 = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 9);
    let owner: SignedInUser;
    let stranger: SignedInUser;
    let managerOfB: { email: string; cookie: string; id: string };
    let managerOfAll: { email: string; cookie: string; id: string };
    let employee: { email: string; cookie: string; id: string };
    /** Each establishment's Principal (its own id) and its Terraza. */
    const zones = { A: "", AT: "", B: "", BT: "", C: "", CT: "" };
    const devices = Object.fromEntries(Object.keys(zones).map((key) => [key, randomUUID()]));

    /**
     * The app's own minute runs on the real clock: its schedule goes, with any run it already
     * queued, and the suite waits out one under way; then the test's clock alone runs it.
     */
    async function stopTheRealMinute() {
      const queues = sql`(${NETWORK_WATCH_QUEUE}, ${ALERT_DIGEST_QUEUE})`;
      await db().execute(sql`delete from pgboss.schedule where name in ${queues}`);
      await db().execute(sql`delete from pgboss.job where (name in ${queues} and state = 'created')
      or (name = '__pgboss__send-it' and data->>'name' in ${queues})`);
      for (let waited = 0; ; waited += 100) {
        const { rows } = (await db().execute(
          sql`select count(*)::int as active from pgboss.job where name in ${queues} and state = 'active'`,
        )) as unknown as { rows: { active: number }[] };
        if (rows[0]?.active === 0) break;
        if (waited > 30_000) throw new Error("The app's own minute is still running");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await db().delete(zoneWatch).where(eq(zoneWatch.ownerId, owner.id));
    }

    beforeAll(async () => {
      owner = await signedInUser(context, { complimentary: true, fullName: "Olga Dueña" });
      stranger = await signedInUser(context, { complimentary: true });
      for (const [key, name] of [
        ["A", "Bar Alba"],
        ["B", "Bar Brisa"],
        ["C", "Bar Cala"],
      ] as const) {
        const id = await team.establishment(owner.cookie, name);
        const terrace = await client.post(
          `/api/establishments/${id}/zones`,
          { name: "Terraza" },
          { cookie: owner.cookie },
        );
        expect(terrace.status, await terrace.clone().text()).toBe(201);
        zones[key] = id;
        zones[`${key}T`] = ((await terrace.json()) as { id: string }).id;
      }
      for (const [key, zoneId] of Object.entries(zones)) {
        // Bar Cala's Terraza opens in the evening only: closed all through the test.
        const hours = key === "CT" ? openingHours(20, 23) : openingHours(9, 21);
        const saved = await client.put(`/api/zones/${zoneId}/schedule`, hours, {
          cookie: owner.cookie,
        });
        expect(saved.status, await saved.clone().text()).toBe(200);
      }
      managerOfB = await team.member(owner.cookie, {
        role: "manager",
        establishmentIds: [zones.B],
        fullName: "Marta Brisa",
      });
      managerOfAll = await team.member(owner.cookie, {
        role: "manager",
        establishmentIds: [zones.A, zones.B, zones.C],
        fullName: "Mario Todo",
      });
      employee = await team.member(owner.cookie, { role: "employee", establishmentIds: [zones.A] });
      const settings = await client.put("/api/network/alert-settings", chosen(), {
        cookie: owner.cookie,
      });
      expect(settings.status, await settings.clone().text()).toBe(200);
      await stopTheRealMinute();
    });

    /** The owner's choice: themself and Bar Brisa's manager at once, the other in a digest. */
    const chosen = () => ({
      silentMinutes: 15,
      offlineMinutes: 30,
      recipients: [
        { userId: owner.id, mode: "instant" },
        { userId: managerOfB.id, mode: "instant" },
        { userId: managerOfAll.id, mode: "digest" },
      ],
    });

    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(() => {
      vi.useRealTimers();
    });

    /** The test's clock, `minutes` after t0. */
    const clockAt = (minutes: number) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(t0 + minutes * MINUTE_MS);
      return new Date();
    };
    const state = (key: keyof typeof zones, playing: boolean): ZoneStateInput => ({
      deviceId: devices[key] as string,
      playing,
      track: null,
      position: 0,
      volume: 0.7,
      offline: false,
      closed: false,
      reason: "",
      at: new Date().toISOString(),
    });
    /** The zones' players say what they do, as they do every 20 s. */
    async function report(states: Partial<Record<keyof typeof zones, boolean>>) {
      for (const [key, playing] of Object.entries(states)) {
        const zone = key as keyof typeof zones;
        const sent = await client.put(`/api/zones/${zones[zone]}/state`, state(zone, playing), {
          cookie: owner.cookie,
        });
        expect(sent.status, await sent.clone().text()).toBe(200);
      }
    }
    /** The minute's check at `minutes` after t0, after the players' reports. */
    async function minute(minutes: number, states: Partial<Record<keyof typeof zones, boolean>>) {
      const now = clockAt(minutes);
      await report(states);
      return watchNetwork({
        db: db(),
        events: context().infra.events,
        mail: alertMail(context().infra),
        reserveHours: context().infra.env.OFFLINE_HOURS,
        now,
      });
    }
    /** The alerts' e-mails to `email` (not its verification or invitation), oldest first. */
    const alertMails = (email: string) =>
      context()
        .mailbox.to(email)
        .filter((mail) => mail.text.includes(networkAlertsCopy.email.why));
    async function statuses(): Promise<Record<string, NetworkStatus>> {
      const rows = await db()
        .select({ zoneId: zoneWatch.zoneId, status: zoneWatch.status })
        .from(zoneWatch)
        .where(inArray(zoneWatch.zoneId, Object.values(zones)));
      return Object.fromEntries(
        Object.entries(zones).map(([key, id]) => [
          key,
          rows.find((row) => row.zoneId === id)?.status as NetworkStatus,
        ]),
      );
    }
    const playing = { A: true, B: true, C: true };

    it("alerts once per episode, tells each person of their zones, and a closed zone never", async () => {
      // t0: every zone open but Bar Cala's Terraza; Bar Alba's Terraza never had a player.
      await minute(0, { ...playing, BT: true });
      expect(await statuses()).toEqual({
        A: "playing",
        AT: "silent",
        B: "playing",
        BT: "playing",
        C: "playing",
        CT: "closed",
      });

      // Bar Brisa pauses: its state shows at once, and the owner's network is told.
      const heard: LiveEvent[] = [];
      const stop = context().infra.events.subscribe((event) => heard.push(event));
      clockAt(5);
      await report({ B: false });
      stop();
      expect((await statuses()).B).toBe("silent");
      expect(heard).toContainEqual({ topic: networkTopic(owner.id) });
      // Bar Brisa's Terraza has not been heard since t0, when it played: offline.
      await minute(5, { A: true, C: true, B: false });
      expect((await statuses()).BT).toBe("offline");

      expect((await minute(14, { A: true, C: true, B: false })).raised).toBe(0);
      expect(alertMails(owner.email)).toEqual([]);

      // 15 minutes of silence in Bar Alba's Terraza: one e-mail, and only the owner hears.
      expect((await minute(15, { A: true, C: true, B: false })).raised).toBe(1);
      const [first, ...more] = alertMails(owner.email);
      expect(more).toEqual([]);
      expect(first?.subject).toBe(networkAlertsCopy.email.subject(1, 0));
      expect(first?.text).toContain("Bar Alba · Terraza: Silencio en horario desde las");
      expect(alertMails(managerOfB.email)).toEqual([]);
      // The check again, at once or a minute later: nothing new.
      expect(await minute(15, {})).toMatchObject({ raised: 0, mailed: 0 });
      expect(await minute(16, { A: true, C: true, B: false })).toMatchObject({
        raised: 0,
        mailed: 0,
      });
      expect(alertMails(owner.email)).toHaveLength(1);

      // Bar Brisa, silent since minute 5: the owner and Bar Brisa's manager hear of it.
      expect((await minute(20, { A: true, C: true, B: false })).raised).toBe(1);
      expect(alertMails(owner.email)).toHaveLength(2);
      const [toManager] = alertMails(managerOfB.email);
      expect(toManager?.text).toContain("Bar Brisa · Principal: Silencio en horario");
      expect(toManager?.text).not.toContain("Bar Alba");

      // Its Terraza, offline since minute 5, after 30 minutes.
      expect((await minute(35, { A: true, C: true, B: false })).raised).toBe(1);
      expect(alertMails(managerOfB.email).at(-1)?.text).toContain(
        "Bar Brisa · Terraza: Sin conexión desde las",
      );

      // Bar Brisa plays again: its recovery, in a line of its own.
      expect((await minute(40, { ...playing })).ended).toBe(1);
      const recovery = alertMails(managerOfB.email).at(-1);
      expect(recovery?.subject).toBe(networkAlertsCopy.email.subject(0, 1));
      expect(recovery?.text).toMatch(
        /Bar Brisa · Principal: Sonando desde las \d\d:\d\d, tras 35 min/,
      );
      expect(alertMails(owner.email)).toHaveLength(4);
      expect(alertMails(managerOfB.email)).toHaveLength(3);

      // Bar Cala's Terraza, closed by its programme, was never an alert.
      expect((await statuses()).CT).toBe("closed");
      const episodes = await db().select().from(zoneAlert).where(eq(zoneAlert.ownerId, owner.id));
      expect(episodes.map((episode) => episode.zoneId).sort()).toEqual(
        [zones.AT, zones.B, zones.BT].sort(),
      );
      // No one chose the digest's people for instant e-mails.
      expect(alertMails(managerOfAll.email)).toEqual([]);
    });

    it("lists the episodes to the owner, a manager's to the manager, none to another owner", async () => {
      clockAt(41);
      const list = async (cookie: string) => {
        const response = await client.get("/api/network/alerts", { cookie });
        expect(response.status, await response.clone().text()).toBe(200);
        return (await response.json()) as NetworkAlertsPage;
      };
      const mine = await list(owner.cookie);
      expect(mine.open).toBe(2);
      expect(mine.alerts.map((alert) => [alert.tradingName, alert.zoneName, alert.kind])).toEqual([
        ["Bar Brisa", "Terraza", "offline"],
        ["Bar Alba", "Terraza", "silent"],
        ["Bar Brisa", "Principal", "silent"],
      ]);
      expect(mine.alerts[2]?.recoveredAt).not.toBeNull();
      const managers = await list(managerOfB.cookie);
      expect(managers.alerts.map((alert) => alert.establishmentId)).toEqual([zones.B, zones.B]);
      expect(await list(stranger.cookie)).toEqual({ alerts: [], open: 0, page: 1, pageCount: 1 });
      const refused = await client.get("/api/network/alerts", { cookie: employee.cookie });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error.message).toBe(
        teamCopy.errors.notForYourRole,
      );
      const badPage = await client.get("/api/network/alerts?page=0", { cookie: owner.cookie });
      expect(badPage.status).toBe(400);
      expect(((await badPage.json()) as ErrorBody).error.issues?.[0]?.message).toBe(
        networkAlertsCopy.errors.page,
      );
    });

    it("sends the day's digest once to whoever chose it, of the zones they work in", async () => {
      const now = clockAt(22 * 60);
      const digest = () => sendAlertDigests({ db: db(), mail: alertMail(context().infra), now });
      expect(await digest()).toEqual({ sent: 1 });
      const [mail, ...more] = alertMails(managerOfAll.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toMatch(/^Resumen de avisos del \d\d\/\d\d\/\d{4}$/);
      expect(mail?.text).toContain("Bar Alba · Terraza: Silencio en horario desde");
      expect(mail?.text).toContain("Bar Brisa · Principal: Silencio en horario de");
      expect(mail?.text).toContain("Bar Brisa · Terraza: Sin conexión desde");
      // A retried run sends it again to no one.
      expect(await digest()).toEqual({ sent: 0 });
      expect(alertMails(managerOfAll.email)).toHaveLength(1);
    });

    it("keeps the settings to the owner, and refuses what is out of bounds in Spanish", async () => {
      const read = await client.get("/api/network/alert-settings", { cookie: owner.cookie });
      expect(read.status).toBe(200);
      const settings = (await read.json()) as AlertSettings;
      expect({ ...settings, people: undefined }).toEqual({
        ...chosen(),
        people: undefined,
        recipients: expect.arrayContaining(chosen().recipients) as unknown,
      });
      expect(settings.recipients).toHaveLength(3);
      // The owner first, then the managers by name; not the employee.
      expect(settings.people.map((person) => [person.name, person.role])).toEqual([
        ["Olga Dueña", "owner"],
        ["Mario Todo", "manager"],
        ["Marta Brisa", "manager"],
      ]);
      const save = (body: unknown, cookie = owner.cookie) =>
        client.put("/api/network/alert-settings", body, { cookie });
      const refusal = async (response: Response) => {
        expect(response.status, await response.clone().text()).toBe(400);
        return ((await response.json()) as ErrorBody).error.issues?.map((issue) => issue.message);
      };
      const valid = { silentMinutes: 10, offlineMinutes: 60, recipients: [] };
      const { silentMinutes, offlineMinutes, recipient, recipientRepeated } =
        networkAlertsCopy.errors;
      expect(await refusal(await save({ ...valid, silentMinutes: 4 }))).toEqual([
        silentMinutes(5, 240),
      ]);
      expect(await refusal(await save({ ...valid, offlineMinutes: 1441 }))).toEqual([
        offlineMinutes(5, 1440),
      ]);
      const twice = { userId: owner.id, mode: "instant" };
      expect(await refusal(await save({ ...valid, recipients: [twice, twice] }))).toEqual([
        recipientRepeated,
      ]);
      // An employee, another owner: not the owner's to tell.
      for (const userId of [employee.id, stranger.id])
        expect(
          await refusal(await save({ ...valid, recipients: [{ userId, mode: "instant" }] })),
        ).toEqual([recipient]);
      for (const cookie of [managerOfB.cookie, employee.cookie]) {
        expect((await client.get("/api/network/alert-settings", { cookie })).status).toBe(403);
        expect((await save(valid, cookie)).status).toBe(403);
      }
      // Another owner's settings are their own: the defaults, and none of this owner's people.
      const others = (await (
        await client.get("/api/network/alert-settings", { cookie: stranger.cookie })
      ).json()) as AlertSettings;
      expect(others).toMatchObject({ silentMinutes: 15, offlineMinutes: 30, recipients: [] });
      expect(others.people.map((person) => person.userId)).toEqual([stranger.id]);
      const saved = await save(valid);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject(valid);
    });

    it("dates back only the asking owner's zones on the test clock, raising and mailing their alert", async () => {
      // The real clock: a shop open all day whose zone never had a player.
      const clocked = await signedInUser(context, { complimentary: true, fullName: "Rita Reloj" });
      const shop = await team.establishment(clocked.cookie, "Bar Reloj");
      const hours = await client.put(`/api/zones/${shop}/schedule`, openingHours(0, 24), {
        cookie: clocked.cookie,
      });
      expect(hours.status, await hours.clone().text()).toBe(200);
      const settings = { silentMinutes: 5, offlineMinutes: 30 };
      const chose = await client.put(
        "/api/network/alert-settings",
        { ...settings, recipients: [{ userId: clocked.id, mode: "instant" }] },
        { cookie: clocked.cookie },
      );
      expect(chose.status, await chose.clone().text()).toBe(200);
      const othersBefore = await db()
        .select({ zoneId: zoneWatch.zoneId, since: zoneWatch.since })
        .from(zoneWatch)
        .where(eq(zoneWatch.ownerId, owner.id));

      const backdate = (body: unknown, cookie = clocked.cookie) =>
        client.post("/api/network/test-clock/backdate", body, { cookie });
      const moved = await backdate({ minutes: 6 });
      expect(moved.status, await moved.clone().text()).toBe(200);
      expect(await moved.json()).toEqual({ zones: 1 });
      const alerts = (await (
        await client.get("/api/network/alerts", { cookie: clocked.cookie })
      ).json()) as NetworkAlertsPage;
      expect(alerts.open).toBe(1);
      expect(alerts.alerts[0]).toMatchObject({ tradingName: "Bar Reloj", kind: "silent" });
      const [mail] = alertMails(clocked.email);
      expect(mail?.subject).toBe(networkAlertsCopy.email.subject(1, 0));
      expect(mail?.text).toMatch(/Bar Reloj · Principal: Silencio en horario desde las? \d\d:\d\d/);
      // Another owner's zones keep their times.
      expect(
        await db()
          .select({ zoneId: zoneWatch.zoneId, since: zoneWatch.since })
          .from(zoneWatch)
          .where(eq(zoneWatch.ownerId, owner.id)),
      ).toEqual(expect.arrayContaining(othersBefore));

      // Whole minutes, within a day, from the owner only.
      const refused = await backdate({ minutes: 0 });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).error.issues?.[0]?.message).toBe(
        networkAlertsCopy.errors.backdateMinutes,
      );
      expect((await backdate({ minutes: 5 }, employee.cookie)).status).toBe(403);
      expect((await backdate({ minutes: 5 }, managerOfAll.cookie)).status).toBe(403);
    });
  },
  () => ({ NETWORK_TEST_CLOCK: "true" }),
);
