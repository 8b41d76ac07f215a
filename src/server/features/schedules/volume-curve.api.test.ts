import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { schedulesCopy } from "~/shared/copy/schedules";
import { weekdays, type Schedule, type ScheduleInput } from "~/shared/schedules/schema";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import {
  httpClient,
  signedInUser,
  type ErrorBody,
  type SignedInUser,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const errors = schedulesCopy.errors;
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describeEachDatabase("/api/establishments/:id/schedule: 'Volumen por horas'", (context) => {
  const client = httpClient(context);
  const playLog = playLogFixtures(context);
  const catalog = catalogFixtures(context);
  let owner: SignedInUser;
  let genreId: string;

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    genreId = (await catalog.genre(admin.cookie, `Curva ${randomUUID().slice(0, 6)}`)).id;
  });

  const path = (id: string) => `/api/establishments/${id}/schedule`;
  const read = (id: string) => client.get(path(id), { cookie: owner.cookie });
  const save = (id: string, body: unknown) => client.put(path(id), body, { cookie: owner.cookie });
  const scheduleOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { schedule: Schedule | null }).schedule;
  };
  const refusalOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(400);
    return ((await response.json()) as ErrorBody).error;
  };
  /** Open 9:00–02:00, one afternoon slot; without a curve, as saved before it existed. */
  const programme = (changes: Partial<ScheduleInput> = {}): ScheduleInput => ({
    opening: weekdays.map((weekday) => ({ weekday, hours: { open: at(9), close: at(2) } })),
    slots: [
      {
        id: randomUUID(),
        name: "Tarde",
        weekdays: [...weekdays],
        start: at(14),
        end: at(20),
        source: { kind: "genre", genreId },
        shuffle: false,
        volume: 60,
      },
    ],
    specialDates: [],
    ...changes,
  });

  it("keeps 'Volumen por horas' with the programme, and refuses a step twice or out of range", async () => {
    const ownEstablishment = await playLog.establishment(owner.cookie);
    // A programme saved before the curve existed reads as having none.
    expect(await scheduleOf(await save(ownEstablishment.id, programme()))).toMatchObject({
      volumeCurve: [],
    });
    const volumeCurve = [
      { start: at(9), volume: 60 },
      { start: at(13), volume: 75 },
      { start: at(22), volume: 50 },
    ];
    const saved = await scheduleOf(await save(ownEstablishment.id, programme({ volumeCurve })));
    expect(saved?.volumeCurve).toEqual(volumeCurve);
    expect((await scheduleOf(await read(ownEstablishment.id)))?.volumeCurve).toEqual(volumeCurve);

    const twice = programme({ volumeCurve: [...volumeCurve, { start: at(13), volume: 40 }] });
    expect((await refusalOf(await save(ownEstablishment.id, twice))).issues).toEqual([
      { path: "volumeCurve", message: errors.volumeStepRepeated },
    ]);
    const tooLoud = programme({ volumeCurve: [{ start: at(9), volume: 101 }] });
    expect((await refusalOf(await save(ownEstablishment.id, tooLoud))).issues).toEqual([
      { path: "volumeCurve.0.volume", message: errors.invalidVolume },
    ]);
    const offStep = programme({ volumeCurve: [{ start: at(9, 3), volume: 50 }] });
    expect((await refusalOf(await save(ownEstablishment.id, offStep))).issues).toEqual([
      { path: "volumeCurve.0.start", message: errors.notOnStep },
    ]);
    const tooMany = programme({
      volumeCurve: Array.from({ length: 25 }, (_, hour) => ({
        start: (hour % 24) * 60 + (hour >= 24 ? 5 : 0),
        volume: 50,
      })),
    });
    expect((await refusalOf(await save(ownEstablishment.id, tooMany))).issues).toEqual([
      { path: "volumeCurve", message: errors.tooManyVolumeSteps(24) },
    ]);
    // Nothing refused was kept.
    expect((await scheduleOf(await read(ownEstablishment.id)))?.volumeCurve).toEqual(volumeCurve);
  });
});
