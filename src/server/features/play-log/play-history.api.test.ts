import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import {
  MAX_HISTORY_DAYS,
  PLAY_HISTORY_PAGE_SIZE,
  type PlayHistoryPage,
} from "~/shared/play-log/schema";
import { userTopic } from "~/shared/events/topics";
import { establishment } from "../../domain/establishments/tables";
import { song } from "../../domain/catalog/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const errors = playLogCopy.errors;

const CSV_HEADER =
  "fecha;hora local;hora de fin;zona horaria;diferencia horaria;título;artista;id de canción;segundos;final;dispositivo;cómo sonó;registrada;recibida;id técnico del dispositivo;tipo;establecimiento;zona";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

/** Today and yesterday on the establishment's clock (Madrid), which is not UTC's near midnight. */
function madridDays() {
  const day = (moment: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(moment);
  return { today: day(Date.now()), yesterday: day(Date.now() - 86_400_000) };
}

describeEachDatabase("GET /api/play-log and its CSV", (context) => {
  const client = httpClient(context);
  const fixtures = playLogFixtures(context);
  let admin: SignedInUser;
  let owner: SignedInUser;
  let songIds: string[];

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    songIds = (await fixtures.songs(admin.cookie, ["Alba", "Bruma"])).map((made) => made.id);
  });

  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const history = async (params: Record<string, string | number>, cookie = owner.cookie) => {
    const response = await client.get(`/api/play-log?${query(params)}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as PlayHistoryPage;
  };
  const csv = (params: Record<string, string | number>, cookie = owner.cookie) =>
    client.get(`/api/play-log/export?${query(params)}`, { cookie });

  it("bounds days by the establishment's clock, summer-time change included", async () => {
    // 29 March 2026: clocks go forward in Spain (CET → CEST), the day has 23 hours.
    const madrid = await fixtures.establishment(owner.cookie);
    const canary = await fixtures.establishment(owner.cookie, {
      postcode: "35001",
      province: "Las Palmas",
    });
    const instants = [
      "2026-03-28T22:59:59Z", // Madrid 23:59:59 on the 28th
      "2026-03-28T23:00:00Z", // Madrid 00:00 on the 29th
      "2026-03-29T21:30:00Z", // Madrid 23:30 on the 29th (CEST, UTC+2)
      "2026-03-29T22:00:00Z", // Madrid 00:00 on the 30th
    ];
    for (const ownEstablishment of [madrid, canary])
      await fixtures.logged(
        owner.id,
        instants.map((startedAt, index) =>
          fixtures.play(ownEstablishment.id, songIds[index % 2] as string, {
            startedAt,
            secondsHeard: 1 + index / 4,
          }),
        ),
      );

    const day = { from: "2026-03-29", to: "2026-03-29" };
    const inMadrid = await history({ establishmentId: madrid.id, ...day });
    expect(inMadrid.plays.map((play) => [play.localDate, play.localTime])).toEqual([
      ["2026-03-29", "23:30:00"],
      ["2026-03-29", "00:00:00"],
    ]);
    expect(inMadrid.days).toEqual([
      { localDate: "2026-03-29", plays: 2, seconds: 1.25 + 1.5, messages: 0 },
    ]);
    expect(inMadrid.total).toBe(2);
    expect(inMadrid.plays[0]).toMatchObject({
      startedAt: "2026-03-29T21:30:00.000Z",
      title: "Alba",
      endedAt: "2026-03-29T21:30:01.500Z",
      localEndTime: "23:30:02",
      artist: "Grupo Demo",
      secondsHeard: 1.5,
      ending: "ended",
      origin: "network",
      recording: "live",
    });

    // The Canaries are an hour behind: 23:00 on the 28th UTC is 23:00 there, still the 28th.
    const inCanary = await history({ establishmentId: canary.id, ...day });
    expect(inCanary.plays.map((play) => [play.localDate, play.localTime])).toEqual([
      ["2026-03-29", "23:00:00"],
      ["2026-03-29", "22:30:00"],
    ]);

    const twoDays = await history({
      establishmentId: madrid.id,
      from: "2026-03-28",
      to: "2026-03-30",
    });
    expect(twoDays.days).toEqual([
      { localDate: "2026-03-30", plays: 1, seconds: 1.75, messages: 0 },
      { localDate: "2026-03-29", plays: 2, seconds: 2.75, messages: 0 },
      { localDate: "2026-03-28", plays: 1, seconds: 1, messages: 0 },
    ]);
  });

  it("pages newest first, with the day totals of the whole range", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const count = PLAY_HISTORY_PAGE_SIZE * 2 + 7;
    const start = Date.parse("2026-06-10T08:00:00Z");
    const plays = Array.from({ length: count }, (_, index) =>
      fixtures.play(ownEstablishment.id, songIds[0] as string, {
        // Spread over two days, a minute apart within each.
        startedAt: new Date(start + (index % 2) * 86_400_000 + index * 60_000).toISOString(),
      }),
    );
    await fixtures.logged(owner.id, plays);

    const range = { establishmentId: ownEstablishment.id, from: "2026-06-01", to: "2026-06-30" };
    const first = await history({ ...range, page: 1 });
    const last = await history({ ...range, page: 3 });
    expect(first).toMatchObject({ page: 1, pageSize: PLAY_HISTORY_PAGE_SIZE, total: count });
    expect(first.plays).toHaveLength(PLAY_HISTORY_PAGE_SIZE);
    expect(last.plays).toHaveLength(7);
    const all = [...first.plays, ...(await history({ ...range, page: 2 })).plays, ...last.plays];
    const starts = all.map((play) => play.startedAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(all.map((play) => play.id)).size).toBe(count);
    expect(first.days).toEqual([
      { localDate: "2026-06-11", plays: 53, seconds: 53, messages: 0 },
      { localDate: "2026-06-10", plays: 54, seconds: 54, messages: 0 },
    ]);
    expect((await history({ ...range, page: 4 })).plays).toEqual([]);
  });

  it("refuses a range backwards, longer than a year, or with a bad date, in Spanish", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const issuesFor = async (params: Record<string, string>) => {
      const response = await client.get(
        `/api/play-log?${query({ establishmentId: ownEstablishment.id, ...params })}`,
        {
          cookie: owner.cookie,
        },
      );
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { issues: unknown[] } }).error.issues;
    };
    expect(await issuesFor({ from: "2026-05-02", to: "2026-05-01" })).toEqual([
      { path: "to", message: errors.rangeOrder },
    ]);
    expect(await issuesFor({ from: "2025-01-01", to: "2026-01-02" })).toEqual([
      { path: "to", message: errors.rangeTooLong(MAX_HISTORY_DAYS) },
    ]);
    expect(await issuesFor({ from: "2026-02-30", to: "2026-03-01" })).toEqual([
      { path: "from", message: errors.invalidDate },
    ]);
    // A leap year's whole year is allowed.
    await history({ establishmentId: ownEstablishment.id, from: "2028-01-01", to: "2028-12-31" });
  });

  it("shows only the owner's establishments, archived ones included", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    await fixtures.sendOk(owner.cookie, [fixtures.play(ownEstablishment.id, songIds[0] as string)]);
    await context()
      .database.db.update(establishment)
      .set({ archivedAt: new Date() })
      .where(eq(establishment.id, ownEstablishment.id));
    const { today, yesterday } = madridDays();
    const range = { establishmentId: ownEstablishment.id, from: yesterday, to: today };
    expect((await history(range)).total).toBe(1);

    const stranger = await signedInUser(context, { complimentary: true });
    const theirs = await client.get(`/api/play-log?${query(range)}`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect((await csv(range, stranger.cookie)).status).toBe(404);
    // An admin has no establishments of their own; another user's is not theirs to read.
    expect(
      (await client.get(`/api/play-log?${query(range)}`, { cookie: admin.cookie })).status,
    ).toBe(404);
    const missing = { ...range, establishmentId: randomUUID() };
    expect(
      (await client.get(`/api/play-log?${query(missing)}`, { cookie: admin.cookie })).status,
    ).toBe(404);
  });

  it("is refused to visitors", async () => {
    const range = { establishmentId: randomUUID(), from: "2026-01-01", to: "2026-01-31" };
    expect((await client.get(`/api/play-log?${query(range)}`)).status).toBe(401);
    expect((await csv(range, "")).status).toBe(401);
  });

  it("stays readable and exportable once access has ended; recording does not", async () => {
    const lapsed = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(lapsed.cookie, {
      tradingName: "Bar Cerrado",
    });
    await fixtures.sendOk(lapsed.cookie, [
      fixtures.play(ownEstablishment.id, songIds[0] as string),
    ]);
    await context().database.db.delete(subscription).where(eq(subscription.userId, lapsed.id));
    await context().infra.events.publish({ topic: userTopic(lapsed.id) });

    const { today, yesterday } = madridDays();
    const range = { establishmentId: ownEstablishment.id, from: yesterday, to: today };
    const read = await history(range, lapsed.cookie);
    expect(read.total).toBe(1);
    expect(read.plays[0]?.title).toBe("Alba");
    const exported = await csv(range, lapsed.cookie);
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(";Alba;");
    // Its establishments are still listed, to choose whose history to read.
    const listed = await client.get("/api/establishments", { cookie: lapsed.cookie });
    expect(((await listed.json()) as { id: string }[]).map((entry) => entry.id)).toEqual([
      ownEstablishment.id,
    ]);

    const refused = await fixtures.send(lapsed.cookie, [
      fixtures.play(ownEstablishment.id, songIds[1] as string),
    ]);
    // Not a play of the time it had access: never taken.
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      errors.outsideAccess,
    );
    // Nor does playing: no link to any audio.
    const player = await client.get(`/api/access?songId=${songIds[0]}`, { cookie: lapsed.cookie });
    expect(await player.json()).toMatchObject({ active: false, audio: null });
    // Another user's history stays "not found", access or not.
    const stranger = await signedInUser(context);
    expect((await csv(range, stranger.cookie)).status).toBe(404);
  });

  it("exports CSV for Spanish Excel: BOM, header, ';', quoting and no formulas", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie, {
      tradingName: "Café Lucía, S.L.",
    });
    const [tricky] = await fixtures.songs(admin.cookie, ["Provisional"]);
    const trickyId = (tricky as { id: string }).id;
    await context()
      .database.db.update(song)
      .set({ title: '=HYPERLINK("http://x";"y")', artist: 'Los "Tres"; y más' })
      .where(eq(song.id, trickyId));
    await fixtures.logged(owner.id, [
      fixtures.play(ownEstablishment.id, songIds[0] as string, {
        startedAt: "2026-07-01T08:00:00Z",
        secondsHeard: 1.6,
        ending: "abandoned",
      }),
      fixtures.play(ownEstablishment.id, trickyId, {
        startedAt: "2026-07-01T09:00:00Z",
        secondsHeard: 1,
        ending: "skipped",
        origin: "cache",
      }),
    ]);

    const response = await csv({
      establishmentId: ownEstablishment.id,
      from: "2026-07-01",
      to: "2026-07-01",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="historial-cafe-lucia-s-l-2026-07-01-2026-07-01.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    const deviceId = fixtures.deviceId;
    // A device never seen asking for access (it played before names were kept) has none.
    expect(lines).toEqual([
      CSV_HEADER,
      `2026-07-01;10:00:00;10:00:02;Europe/Madrid;UTC+02:00;Alba;Grupo Demo;${songIds[0]};2;pausada y abandonada;Dispositivo sin identificar;en directo;al momento;2026-07-01 10:00:02;${deviceId};Canción;Café Lucía, S.L.;Principal`,
      `2026-07-01;11:00:00;11:00:01;Europe/Madrid;UTC+02:00;"'=HYPERLINK(""http://x"";""y"")";"Los ""Tres""; y más";${trickyId};1;saltada;Dispositivo sin identificar;sin conexión;al momento;2026-07-01 11:00:02;${deviceId};Canción;Café Lucía, S.L.;Principal`,
      "",
    ]);
  });

  it("names each device by its browser, says how each play sounded, and dates rows in their zone across summer time", async () => {
    const lucia = await signedInUser(context, { complimentary: true });
    const ownEstablishment = await fixtures.establishment(lucia.cookie);
    const [counter, terrace, laptop, forgotten] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const seen = async (
      request: (headers: Record<string, string>) => Promise<Response>,
      userAgent: string,
    ) => {
      const response = await request({ "user-agent": userAgent });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    // Two Android phones with Chrome, one seen getting its lease, the other claiming the
    // establishment, and a laptop with Edge.
    await seen(
      (headers) => client.get(`/api/access?deviceId=${counter}`, { cookie: lucia.cookie, headers }),
      CHROME_ANDROID,
    );
    await seen(
      (headers) =>
        client.post(
          `/api/establishments/${ownEstablishment.id}/claim`,
          { deviceId: terrace },
          { cookie: lucia.cookie, headers },
        ),
      CHROME_ANDROID,
    );
    await seen(
      (headers) => client.get(`/api/access?deviceId=${laptop}`, { cookie: lucia.cookie, headers }),
      EDGE_WINDOWS,
    );
    // Seen again with another browser's agent (the id is the browser's): the name stays.
    await seen(
      (headers) => client.get(`/api/access?deviceId=${counter}`, { cookie: lucia.cookie, headers }),
      EDGE_WINDOWS,
    );
    // Another account on the same phone does not number it: names are per account.
    const other = await signedInUser(context, { complimentary: true });
    await seen(
      (headers) => client.get(`/api/access?deviceId=${counter}`, { cookie: other.cookie, headers }),
      CHROME_ANDROID,
    );

    await fixtures.logged(lucia.id, [
      // 15 January, 10:00 in Madrid (UTC+1), streamed.
      fixtures.play(ownEstablishment.id, songIds[0] as string, {
        startedAt: "2026-01-15T09:00:00Z",
        deviceId: counter,
      }),
      // 15 July, 10:00 in Madrid (UTC+2), from the offline reserve.
      fixtures.play(ownEstablishment.id, songIds[1] as string, {
        startedAt: "2026-07-15T08:00:00Z",
        deviceId: terrace,
        origin: "cache",
      }),
      fixtures.play(ownEstablishment.id, songIds[0] as string, {
        startedAt: "2026-07-15T09:00:00Z",
        deviceId: laptop,
      }),
      fixtures.play(ownEstablishment.id, songIds[1] as string, {
        startedAt: "2026-07-15T10:00:00Z",
        deviceId: forgotten,
      }),
    ]);

    const range = { establishmentId: ownEstablishment.id, from: "2026-01-15", to: "2026-07-15" };
    const read = await history(range, lucia.cookie);
    expect(
      read.plays.map((play) => [play.localDate, play.localTime, play.deviceName, play.origin]),
    ).toEqual([
      ["2026-07-15", "12:00:00", "Dispositivo sin identificar", "network"],
      ["2026-07-15", "11:00:00", "Edge en Windows", "network"],
      ["2026-07-15", "10:00:00", "Chrome en Android (2)", "cache"],
      ["2026-01-15", "10:00:00", "Chrome en Android", "network"],
    ]);

    const lines = (await (await csv(range, lucia.cookie)).text())
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines).toEqual([
      CSV_HEADER,
      `2026-01-15;10:00:00;10:00:01;Europe/Madrid;UTC+01:00;Alba;Grupo Demo;${songIds[0]};1;terminó;Chrome en Android;en directo;al momento;2026-01-15 10:00:02;${counter};Canción;Bar Lucía;Principal`,
      `2026-07-15;10:00:00;10:00:01;Europe/Madrid;UTC+02:00;Bruma;Grupo Demo;${songIds[1]};1;terminó;Chrome en Android (2);sin conexión;al momento;2026-07-15 10:00:02;${terrace};Canción;Bar Lucía;Principal`,
      `2026-07-15;11:00:00;11:00:01;Europe/Madrid;UTC+02:00;Alba;Grupo Demo;${songIds[0]};1;terminó;Edge en Windows;en directo;al momento;2026-07-15 11:00:02;${laptop};Canción;Bar Lucía;Principal`,
      `2026-07-15;12:00:00;12:00:01;Europe/Madrid;UTC+02:00;Bruma;Grupo Demo;${songIds[1]};1;terminó;Dispositivo sin identificar;en directo;al momento;2026-07-15 12:00:02;${forgotten};Canción;Bar Lucía;Principal`,
      "",
    ]);
    // The other account's history of that phone names it without a number.
    const theirs = await fixtures.establishment(other.cookie);
    await fixtures.logged(other.id, [
      fixtures.play(theirs.id, songIds[0] as string, {
        startedAt: "2026-07-15T09:00:00Z",
        deviceId: counter,
      }),
    ]);
    const theirRange = { ...range, establishmentId: theirs.id };
    expect((await history(theirRange, other.cookie)).plays[0]?.deviceName).toBe(
      "Chrome en Android",
    );
  });

  it("streams a CSV longer than one page of rows", async () => {
    const ownEstablishment = await fixtures.establishment(owner.cookie);
    const start = Date.parse("2026-08-01T06:00:00Z");
    await fixtures.logged(
      owner.id,
      Array.from({ length: 1100 }, (_, index) =>
        fixtures.play(ownEstablishment.id, songIds[index % 2] as string, {
          startedAt: new Date(start + index * 30_000).toISOString(),
        }),
      ),
    );
    const response = await csv({
      establishmentId: ownEstablishment.id,
      from: "2026-08-01",
      to: "2026-08-02",
    });
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1 + 1100);
    const times = lines.slice(1).map((line) => line.split(";").slice(0, 2).join(" "));
    expect(times).toEqual([...times].sort());
  });
});
