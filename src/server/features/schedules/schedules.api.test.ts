import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { schedulesCopy } from "~/shared/copy/schedules";
import { userTopic } from "~/shared/events/topics";
import {
  MAX_SLOTS,
  MAX_SPECIAL_DATES,
  weekdays,
  type Schedule,
  type ScheduleInput,
  type ScheduleOverride,
  type ScheduleSlot,
  type ScheduleSource,
  type Weekday,
} from "~/shared/schedules/schema";
import { establishment } from "../../domain/establishments/tables";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { openEventStream } from "../../testing/event-stream";
import {
  httpClient,
  signedInUser,
  type SignedInUser,
  type ErrorBody,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";
import { MAX_SCHEDULE_BYTES } from "./routes";

const errors = schedulesCopy.errors;
const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const HOUR_MS = 60 * 60_000;

describeEachDatabase("/api/establishments/:id/schedule", (context) => {
  const client = httpClient(context);
  const playLog = playLogFixtures(context);
  const catalog = catalogFixtures(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let genre: { id: string; name: string };
  let publicList: { id: string; name: string };
  let ownList: { id: string; name: string };
  let strangersList: { id: string; name: string };

  const made = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: string; name: string };
  };

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    genre = await catalog.genre(admin.cookie, "Jazz tranquilo");
    publicList = await made(
      await client.post("/api/public-playlists", { name: "Éxitos" }, { cookie: admin.cookie }),
    );
    ownList = await made(
      await client.post("/api/playlists", { name: "La de Lucía" }, { cookie: owner.cookie }),
    );
    strangersList = await made(
      await client.post("/api/playlists", { name: "Ajena" }, { cookie: stranger.cookie }),
    );
  });

  const path = (id: string, rest = "") => `/api/establishments/${id}/schedule${rest}`;
  const read = (id: string, cookie = owner.cookie) => client.get(path(id), { cookie });
  const save = (id: string, body: unknown, cookie = owner.cookie) =>
    client.put(path(id), body, { cookie });
  const remove = (id: string, cookie = owner.cookie) =>
    client.request("DELETE", path(id), { cookie });
  const override = (id: string, body: unknown, cookie = owner.cookie) =>
    client.put(path(id, "/override"), body, { cookie });
  const backToProgramme = (id: string, cookie = owner.cookie) =>
    client.request("DELETE", path(id, "/override"), { cookie });
  const scheduleOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { schedule: Schedule | null }).schedule;
  };
  const refusalOf = async (response: Response, status = 400) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };

  const genreSource = (): ScheduleSource => ({ kind: "genre", genreId: genre.id });
  const listSource = (playlistId: string): ScheduleSource => ({ kind: "playlist", playlistId });
  const slot = (
    name: string,
    days: Weekday[],
    start: number,
    end: number,
    source = genreSource(),
  ): ScheduleSlot => ({
    id: randomUUID(),
    name,
    weekdays: days,
    start,
    end,
    source,
    shuffle: false,
    volume: 60,
  });
  const programme = (changes: Partial<ScheduleInput> = {}): ScheduleInput => ({
    opening: weekdays.map((weekday) => ({
      weekday,
      hours: weekday === 1 ? null : { open: at(9), close: at(2) },
    })),
    slots: [
      slot("Mañana", [2, 3, 4, 5, 6, 7], at(9), at(14), listSource(publicList.id)),
      slot("Tarde", [2, 3, 4, 5, 6, 7], at(14), at(20)),
      slot("Noche", [5, 6], at(20), at(2), listSource(ownList.id)),
    ],
    specialDates: [
      {
        id: randomUUID(),
        name: "Nochebuena",
        from: "2026-12-24",
        to: "2026-12-24",
        hours: { open: at(10), close: at(18) },
        slots: [slot("Villancicos", [4], at(10), at(18), listSource(publicList.id))],
      },
    ],
    ...changes,
  });
  const handPicked = (until: Date, source = listSource(ownList.id)): ScheduleOverride => ({
    source,
    shuffle: true,
    until: until.toISOString(),
  });

  it("saves a programme, reads it back with its sources named, and deletes it", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie, {
      postcode: "35001",
      city: "Las Palmas de Gran Canaria",
      province: "Las Palmas",
      timeZone: "Atlantic/Canary",
    });
    expect(await scheduleOf(await read(ownEstablishment.id))).toBeNull();

    const input = programme();
    const saved = await scheduleOf(await save(ownEstablishment.id, input));
    expect(saved).toMatchObject({ ...input, establishmentId: ownEstablishment.id, override: null });
    expect(saved?.timeZone).toBe("Atlantic/Canary");
    expect(saved?.sources).toEqual([
      { source: listSource(publicList.id), name: "Éxitos", owner: "public" },
      { source: genreSource(), name: "Jazz tranquilo" },
      { source: listSource(ownList.id), name: "La de Lucía", owner: "own" },
    ]);
    expect(Date.now() - Date.parse(saved?.updatedAt ?? "")).toBeLessThan(60_000);
    expect(await scheduleOf(await read(ownEstablishment.id))).toEqual(saved);

    // Saving again replaces the programme as a whole.
    const shorter = programme({ slots: [slot("Todo el día", [2], 0, at(24))], specialDates: [] });
    expect(await scheduleOf(await save(ownEstablishment.id, shorter))).toMatchObject({
      slots: shorter.slots,
      specialDates: [],
      sources: [{ source: genreSource(), name: "Jazz tranquilo" }],
    });

    const removed = await remove(ownEstablishment.id);
    expect(removed.status).toBe(204);
    expect(await scheduleOf(await read(ownEstablishment.id))).toBeNull();
    // Nothing left to remove is no error.
    expect((await remove(ownEstablishment.id)).status).toBe(204);
  });

  it("puts a list on by hand until a time, keeps it over a new programme, and goes back", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    await scheduleOf(await save(ownEstablishment.id, programme()));
    const until = new Date(Date.now() + 2 * HOUR_MS);
    const picked = await scheduleOf(
      await override(ownEstablishment.id, handPicked(until, genreSource())),
    );
    expect(picked?.override).toEqual({
      source: genreSource(),
      shuffle: true,
      until: until.toISOString(),
    });

    // An offset is kept as the instant it names.
    const withOffset = { ...handPicked(until), until: until.toISOString().replace("Z", "+00:00") };
    const changed = await scheduleOf(await override(ownEstablishment.id, withOffset));
    expect(changed?.override?.until).toBe(until.toISOString());
    expect(changed?.sources).toContainEqual({
      source: listSource(ownList.id),
      name: "La de Lucía",
      owner: "own",
    });

    const resaved = await scheduleOf(
      await save(ownEstablishment.id, programme({ slots: [], specialDates: [] })),
    );
    expect(resaved?.override).toEqual(changed?.override);
    expect(resaved?.sources).toEqual([
      { source: listSource(ownList.id), name: "La de Lucía", owner: "own" },
    ]);

    const back = await scheduleOf(await backToProgramme(ownEstablishment.id));
    expect(back?.override).toBeNull();
    expect(back?.slots).toEqual([]);
    expect((await scheduleOf(await read(ownEstablishment.id)))?.override).toBeNull();
  });

  it("publishes every change on the owner's topic, so the player fetches it again", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    const topic = `"topic":"${userTopic(owner.id)}"`;
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    const changes = [
      () => save(ownEstablishment.id, programme()),
      () => override(ownEstablishment.id, handPicked(new Date(Date.now() + HOUR_MS))),
      () => backToProgramme(ownEstablishment.id),
      () => remove(ownEstablishment.id),
    ];
    for (const [index, change] of changes.entries()) {
      expect((await change()).status).toBeLessThan(300);
      expect((await stream.readUntilTimes(topic, index + 1)).split(topic)).toHaveLength(index + 2);
    }
    await stream.close();
  });

  it("refuses slots off the 5-minute step, and overlaps naming the other slot, in Spanish", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    const offStep = programme({ slots: [slot("Mañana", [2], at(9, 7), at(14))] });
    expect((await refusalOf(await save(ownEstablishment.id, offStep))).issues).toEqual([
      { path: "slots.0.start", message: errors.notOnStep },
    ]);

    const overlapping = programme({
      slots: [slot("Noche del viernes", [5], at(22), at(2)), slot("Sábado", [6], at(1), at(3))],
    });
    const overlap = await refusalOf(await save(ownEstablishment.id, overlapping));
    expect(overlap.message).toBe(errors.overlaps("Sábado", "Noche del viernes"));
    expect(overlap.issues).toEqual([
      { path: "slots.1.start", message: errors.overlaps("Sábado", "Noche del viernes") },
    ]);

    const base = programme();
    const [christmasEve] = base.specialDates;
    const datesOverlap = programme({
      specialDates: [
        christmasEve as ScheduleInput["specialDates"][number],
        {
          id: randomUUID(),
          name: "Navidad",
          from: "2026-12-24",
          to: "2026-12-25",
          hours: null,
          slots: [],
        },
        {
          id: randomUUID(),
          name: "Al revés",
          from: "2027-01-06",
          to: "2027-01-05",
          hours: null,
          slots: [],
        },
      ],
    });
    expect((await refusalOf(await save(ownEstablishment.id, datesOverlap))).issues).toEqual([
      { path: "specialDates.1.from", message: errors.datesOverlap("Navidad", "Nochebuena") },
      { path: "specialDates.2.to", message: errors.datesReversed },
    ]);

    const sameDayTwice = programme({
      opening: weekdays.map((weekday) => ({ weekday: weekday === 7 ? 1 : weekday, hours: null })),
    });
    expect((await refusalOf(await save(ownEstablishment.id, sameDayTwice))).issues).toEqual([
      { path: "opening.6.weekday", message: errors.weekdaysRepeated },
    ]);
    expect(await scheduleOf(await read(ownEstablishment.id))).toBeNull();
  });

  it("refuses a source that does not exist or is another user's own list", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    const base = programme();
    const [christmasEve] = base.specialDates;
    const unknown = programme({
      slots: [
        slot("Mañana", [2], at(9), at(14), { kind: "genre", genreId: randomUUID() }),
        slot("Tarde", [2], at(14), at(20), listSource(ownList.id)),
        slot("Noche", [2], at(20), at(23), listSource(randomUUID())),
      ],
      specialDates: [
        {
          ...(christmasEve as ScheduleInput["specialDates"][number]),
          slots: [slot("Ajena", [4], at(10), at(18), listSource(strangersList.id))],
        },
      ],
    });
    const refused = await refusalOf(await save(ownEstablishment.id, unknown));
    expect(refused.issues).toEqual([
      { path: "slots.0.source", message: errors.sourceNotFound },
      { path: "slots.2.source", message: errors.sourceNotFound },
      { path: "specialDates.0.slots.0.source", message: errors.sourceNotFound },
    ]);
    expect(await scheduleOf(await read(ownEstablishment.id))).toBeNull();

    // The stranger may play their own list, not the owner's.
    const theirs = await playLog.establishment(stranger.cookie);
    const borrowed = programme({
      slots: [slot("Tarde", [2], at(14), at(20), listSource(ownList.id))],
      specialDates: [],
    });
    expect((await refusalOf(await save(theirs.id, borrowed, stranger.cookie))).issues).toEqual([
      { path: "slots.0.source", message: errors.sourceNotFound },
    ]);

    await scheduleOf(await save(ownEstablishment.id, programme()));
    const hour = new Date(Date.now() + HOUR_MS);
    expect(
      (
        await refusalOf(
          await override(ownEstablishment.id, handPicked(hour, listSource(strangersList.id))),
        )
      ).issues,
    ).toEqual([{ path: "source", message: errors.sourceNotFound }]);
  });

  it("takes a hand-picked list only over a programme, until a time within the next day", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    const inAnHour = handPicked(new Date(Date.now() + HOUR_MS));
    const none = await refusalOf(await override(ownEstablishment.id, inAnHour), 404);
    expect(none).toMatchObject({ code: "NOT_FOUND", message: errors.noSchedule });
    expect((await refusalOf(await backToProgramme(ownEstablishment.id), 404)).message).toBe(
      errors.noSchedule,
    );

    await scheduleOf(await save(ownEstablishment.id, programme()));
    const past = await refusalOf(
      await override(ownEstablishment.id, handPicked(new Date(Date.now() - 60_000))),
    );
    expect(past.issues).toEqual([{ path: "until", message: errors.overrideInPast }]);
    const tooFar = await refusalOf(
      await override(ownEstablishment.id, handPicked(new Date(Date.now() + 25 * HOUR_MS))),
    );
    expect(tooFar.issues).toEqual([{ path: "until", message: errors.overrideTooFar }]);
    const notADate = await refusalOf(
      await override(ownEstablishment.id, { ...inAnHour, until: "mañana" }),
    );
    expect(notADate.issues).toEqual([{ path: "until", message: errors.invalidDate }]);
    expect((await scheduleOf(await read(ownEstablishment.id)))?.override).toBeNull();

    const almostADay = handPicked(new Date(Date.now() + 23 * HOUR_MS));
    expect((await scheduleOf(await override(ownEstablishment.id, almostADay)))?.override).toEqual(
      almostADay,
    );
  });

  it("answers 404 on every route for another user's establishment and an archived one", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    await scheduleOf(await save(ownEstablishment.id, programme()));
    const hour = handPicked(new Date(Date.now() + HOUR_MS));
    const everyRoute = (establishmentId: string, cookie: string) => [
      read(establishmentId, cookie),
      save(establishmentId, programme(), cookie),
      remove(establishmentId, cookie),
      override(establishmentId, hour, cookie),
      backToProgramme(establishmentId, cookie),
    ];
    for (const answer of await Promise.all(everyRoute(ownEstablishment.id, stranger.cookie)))
      expect(await refusalOf(answer, 404)).toEqual({
        code: "NOT_FOUND",
        message: errors.establishmentNotFound,
      });
    for (const answer of await Promise.all(everyRoute(randomUUID(), owner.cookie)))
      expect(answer.status).toBe(404);
    // The stranger's attempts changed nothing.
    expect((await scheduleOf(await read(ownEstablishment.id)))?.slots).toHaveLength(3);

    await context()
      .database.db.update(establishment)
      .set({ archivedAt: new Date() })
      .where(eq(establishment.id, ownEstablishment.id));
    for (const answer of await Promise.all(everyRoute(ownEstablishment.id, owner.cookie)))
      expect((await refusalOf(answer, 404)).message).toBe(errors.establishmentNotFound);
  });

  it("answers 401 without a session and 4xx to bad input, never 5xx", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    const signedOut = [
      client.get(path(ownEstablishment.id)),
      client.put(path(ownEstablishment.id), programme()),
      client.request("DELETE", path(ownEstablishment.id)),
      client.put(
        path(ownEstablishment.id, "/override"),
        handPicked(new Date(Date.now() + HOUR_MS)),
      ),
      client.request("DELETE", path(ownEstablishment.id, "/override")),
    ];
    for (const answer of await Promise.all(signedOut)) expect(answer.status).toBe(401);

    const raw = (body: string) =>
      context().app.request(path(ownEstablishment.id), {
        method: "PUT",
        headers: { origin: TEST_APP_URL, cookie: owner.cookie, "content-type": "application/json" },
        body,
      });
    const valid = programme();
    const bad: Response[] = [
      await raw('{"opening":'),
      await save(ownEstablishment.id, []),
      await save(ownEstablishment.id, null),
      await save(ownEstablishment.id, { ...valid, extra: true }),
      await save(ownEstablishment.id, { ...valid, opening: valid.opening.slice(1) }),
      await save(ownEstablishment.id, {
        ...valid,
        slots: [{ ...valid.slots[0], source: { kind: "radio" } }],
      }),
      await save(ownEstablishment.id, {
        ...valid,
        slots: [{ ...valid.slots[0], name: "a\u0000b" }],
      }),
      await save(ownEstablishment.id, {
        ...valid,
        slots: [{ ...valid.slots[0], end: at(24, 15) }],
      }),
      await save("no-es-un-uuid", valid),
      await override(ownEstablishment.id, { source: genreSource(), shuffle: "sí", until: "x" }),
      await override(ownEstablishment.id, "{"),
      await client.get(path("1"), { cookie: owner.cookie }),
    ];
    for (const answer of bad) expect(answer.status, await answer.clone().text()).toBe(400);
    expect(await scheduleOf(await read(ownEstablishment.id))).toBeNull();
  });

  it("takes the largest programme the form can make, and refuses a larger body", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    const name = "€".repeat(60);
    const fullDay = Array.from({ length: MAX_SLOTS }, (_, index) =>
      slot(name, [...weekdays], index * 15, index * 15 + 15),
    );
    const largest = programme({
      slots: fullDay,
      specialDates: Array.from({ length: MAX_SPECIAL_DATES }, (_, index) => ({
        id: randomUUID(),
        name,
        from: `2027-01-${String(index + 1).padStart(2, "0")}`,
        to: `2027-01-${String(index + 1).padStart(2, "0")}`,
        hours: { open: 0, close: at(24) },
        slots: fullDay.map((each) => ({ ...each, id: randomUUID() })),
      })),
    });
    expect(new TextEncoder().encode(JSON.stringify(largest)).length).toBeLessThan(
      MAX_SCHEDULE_BYTES,
    );
    expect((await scheduleOf(await save(ownEstablishment.id, largest)))?.specialDates).toHaveLength(
      MAX_SPECIAL_DATES,
    );

    const tooLarge = await save(ownEstablishment.id, {
      ...largest,
      padding: "x".repeat(MAX_SCHEDULE_BYTES),
    });
    expect((await refusalOf(tooLarge, 413)).message).toBe(errors.scheduleTooLarge);
  });

  it("keeps a programme per zone, and answers the establishment's routes for its Principal", async () => {
    const establishmentId = (await playLog.establishment(owner.cookie)).id;
    const added = await client.post(
      `/api/establishments/${establishmentId}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    const terrace = (await added.json()) as { id: string };
    const zonePath = (zoneId: string, rest = "") => `/api/zones/${zoneId}/schedule${rest}`;

    const hall = await scheduleOf(await save(establishmentId, programme()));
    expect(hall).toMatchObject({ zoneId: establishmentId, establishmentId });
    const outside = programme({ slots: [slot("Tarde", [2, 3, 4, 5, 6, 7], at(14), at(20))] });
    const saved = await client.put(zonePath(terrace.id), outside, { cookie: owner.cookie });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const terraceSchedule = await scheduleOf(saved);
    expect(terraceSchedule).toMatchObject({ zoneId: terrace.id, establishmentId });
    expect(terraceSchedule?.slots).toHaveLength(1);

    // Each zone reads its own; the establishment's route is its Principal's.
    const principal = await scheduleOf(
      await client.get(zonePath(establishmentId), { cookie: owner.cookie }),
    );
    expect(principal?.slots).toHaveLength(3);
    expect((await scheduleOf(await read(establishmentId)))?.slots).toHaveLength(3);
    const until = new Date(Date.now() + HOUR_MS);
    const handled = await client.put(zonePath(terrace.id, "/override"), handPicked(until), {
      cookie: owner.cookie,
    });
    expect((await scheduleOf(handled))?.override?.until).toBe(until.toISOString());
    expect((await scheduleOf(await read(establishmentId)))?.override).toBeNull();

    // Another user's zone does not exist for them.
    const theirs = await client.get(zonePath(terrace.id), { cookie: stranger.cookie });
    expect((await refusalOf(theirs, 404)).message).toBe(errors.zoneNotFound);
    const removed = await client.request("DELETE", zonePath(terrace.id), { cookie: owner.cookie });
    expect(removed.status).toBe(204);
    expect((await scheduleOf(await read(establishmentId)))?.slots).toHaveLength(3);
  });
});
