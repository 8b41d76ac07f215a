import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type {
  CompanyProgrammeSummary,
  ProgrammeTarget,
  ProgrammeZone,
} from "~/shared/company-programmes/schema";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import { teamCopy } from "~/shared/copy/team";
import { userTopic } from "~/shared/events/topics";
import { weekdays, type Schedule, type ScheduleInput } from "~/shared/schedules/schema";
import {
  barInMadrid,
  cafeInBarcelona,
  shopInSevilla,
} from "~/shared/testing/establishment-details";
import { catalogFixtures } from "../../testing/catalog-fixtures";
import { openEventStream } from "../../testing/event-stream";
import { httpClient, signedInUser, type ErrorBody } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const errors = companyProgrammesCopy.errors;
const noTarget: ProgrammeTarget = { provinces: [], establishmentIds: [], zoneIds: [] };

describeEachDatabase("/api/company-programmes: one programme, many zones", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  const catalog = catalogFixtures(context);
  let owner: { cookie: string; id: string };
  let stranger: { cookie: string };
  let genreId: string;
  /** Bar Lucía (Madrid): Principal, Terraza; Café Norte (Barcelona): Principal, Sala; Tienda Sur (Sevilla): Principal. */
  let ids: { lucia: string; luciaTerraza: string; norte: string; norteSala: string; sur: string };

  const ok = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  const refusal = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    const { error } = (await response.json()) as ErrorBody;
    // A schema's refusal names the field's own message in its issues.
    return error.issues?.[0]?.message ?? error.message;
  };
  async function establishment(body: Record<string, unknown>) {
    return (await ok<{ id: string }>(await client.post("/api/establishments", body, owner), 201))
      .id;
  }
  async function addZone(establishmentId: string, name: string) {
    const path = `/api/establishments/${establishmentId}/zones`;
    return (await ok<{ id: string }>(await client.post(path, { name }, owner), 201)).id;
  }
  const programme = (volume: number, slotName = "Tarde"): ScheduleInput => ({
    opening: weekdays.map((weekday) => ({ weekday, hours: { open: 9 * 60, close: 22 * 60 } })),
    slots: [
      {
        id: randomUUID(),
        name: slotName,
        weekdays: [...weekdays],
        start: 14 * 60,
        end: 20 * 60,
        source: { kind: "genre", genreId },
        shuffle: true,
        volume: null,
      },
    ],
    specialDates: [],
    volumeCurve: [
      { start: 9 * 60, volume },
      { start: 22 * 60, volume: 40 },
    ],
  });
  const scheduleOf = async (zoneId: string, cookie = owner.cookie) =>
    (
      await ok<{ schedule: Schedule | null }>(
        await client.get(`/api/zones/${zoneId}/schedule`, { cookie }),
      )
    ).schedule;
  const saveSchedule = (zoneId: string, input: ScheduleInput, cookie = owner.cookie) =>
    client.put(`/api/zones/${zoneId}/schedule`, input, { cookie });
  const preview = (target: Partial<ProgrammeTarget>, cookie = owner.cookie) =>
    client.post(
      "/api/company-programmes/preview",
      { target: { ...noTarget, ...target } },
      { cookie },
    );
  const create = (body: Record<string, unknown>, cookie = owner.cookie) =>
    client.post("/api/company-programmes", body, { cookie });
  const listed = async () =>
    (
      await ok<{ programmes: CompanyProgrammeSummary[] }>(
        await client.get("/api/company-programmes", owner),
      )
    ).programmes;
  const zoneNames = (zones: ProgrammeZone[]) =>
    zones.map((zone) => `${zone.establishmentName} · ${zone.zoneName}`);
  /** A new programme of Bar Lucía's Principal's, applied to `target` too. */
  async function newProgramme(
    name: string,
    target: Partial<ProgrammeTarget>,
    localChanges = false,
  ) {
    const body = { name, fromZoneId: ids.lucia, localChanges, target: { ...noTarget, ...target } };
    return ok<{ id: string; zones: ProgrammeZone[] }>(await create(body), 201);
  }

  beforeAll(async () => {
    const admin = await signedInUser(context, { role: "admin" });
    genreId = (await catalog.genre(admin.cookie, `Tardes ${randomUUID().slice(0, 6)}`)).id;
    const signed = await signedInUser(context, { complimentary: true });
    const me = await ok<{ user: { id: string } }>(await client.get("/api/me", signed));
    owner = { cookie: signed.cookie, id: me.user.id };
    stranger = await signedInUser(context, { complimentary: true });
    const lucia = await establishment({ ...barInMadrid, tradingName: "Bar Lucía" });
    const norte = await establishment({ ...cafeInBarcelona, tradingName: "Café Norte" });
    const sur = await establishment({ ...shopInSevilla, tradingName: "Tienda Sur" });
    ids = {
      lucia,
      luciaTerraza: await addZone(lucia, "Terraza"),
      norte,
      norteSala: await addZone(norte, "Sala"),
      sur,
    };
  });

  it("previews the zones a target names, with what each follows now, and refuses an empty one", async () => {
    const byProvince = await ok<{ zones: ProgrammeZone[] }>(
      await preview({ provinces: ["Barcelona"] }),
    );
    expect(zoneNames(byProvince.zones)).toEqual(["Café Norte · Principal", "Café Norte · Sala"]);
    expect(byProvince.zones[0]).toMatchObject({
      province: "Barcelona",
      follows: null,
      hasSchedule: false,
    });

    const mixed = await ok<{ zones: ProgrammeZone[] }>(
      await preview({ establishmentIds: [ids.sur], zoneIds: [ids.luciaTerraza] }),
    );
    expect(zoneNames(mixed.zones)).toEqual(["Bar Lucía · Terraza", "Tienda Sur · Principal"]);

    const strangers = await ok<{ zones: ProgrammeZone[] }>(
      await preview({ establishmentIds: [ids.lucia], provinces: ["Madrid"] }, stranger.cookie),
    );
    expect(strangers.zones).toEqual([]);
    expect(await refusal(await preview({}), 400)).toBe(errors.targetRequired);
  });

  it("makes a zone's programme the company's, applies it to another establishment's zones, and a change of it reaches them all, live", async () => {
    expect((await saveSchedule(ids.lucia, programme(60))).status).toBe(200);
    const created = await newProgramme("Tiendas", { establishmentIds: [ids.norte] });
    expect(zoneNames(created.zones)).toEqual([
      "Bar Lucía · Principal",
      "Café Norte · Principal",
      "Café Norte · Sala",
    ]);
    const sala = await scheduleOf(ids.norteSala);
    expect(sala?.volumeCurve).toEqual(programme(60).volumeCurve);
    expect(sala?.slots.map((slot) => slot.name)).toEqual(["Tarde"]);
    expect(sala?.company).toEqual({
      id: created.id,
      name: "Tiendas",
      localChanges: false,
      zones: 3,
    });

    // The owner changes it from any zone that follows it: every follower changes, and
    // their players are told.
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    expect((await saveSchedule(ids.norteSala, programme(75, "Tarde nueva"))).status).toBe(200);
    await stream.readUntil(userTopic(owner.id));
    await stream.close();
    for (const zoneId of [ids.lucia, ids.norte, ids.norteSala]) {
      const followed = await scheduleOf(zoneId);
      expect(followed?.slots.map((slot) => slot.name)).toEqual(["Tarde nueva"]);
      expect(followed?.volumeCurve?.[0]?.volume).toBe(75);
      expect(followed?.company?.id).toBe(created.id);
    }
    expect(await scheduleOf(ids.luciaTerraza)).toBeNull();
    const [summary] = (await listed()).filter((each) => each.id === created.id);
    expect(summary).toMatchObject({ name: "Tiendas", zones: 3, localChanges: false });
    expect(summary?.editZone?.zoneId).toBeOneOf([ids.lucia, ids.norte, ids.norteSala]);

    // Applied to more: the preview tells which programme each zone leaves.
    const more = await ok<{ zones: ProgrammeZone[] }>(
      await preview({ provinces: ["Sevilla", "Barcelona"] }),
    );
    expect(more.zones.map((zone) => zone.follows?.name ?? null)).toEqual([
      "Tiendas",
      "Tiendas",
      null,
    ]);
    const applied = await ok<{ zones: ProgrammeZone[] }>(
      await client.post(
        `/api/company-programmes/${created.id}/zones`,
        { target: { ...noTarget, provinces: ["Sevilla"] } },
        owner,
      ),
    );
    expect(zoneNames(applied.zones)).toEqual(["Tienda Sur · Principal"]);
    expect((await scheduleOf(ids.sur))?.company?.zones).toBe(4);

    // Left: the zone keeps the programme it plays, as its own.
    const detach = `/api/company-programmes/${created.id}/zones/${ids.sur}`;
    expect((await client.request("DELETE", detach, owner)).status).toBe(204);
    const left = await scheduleOf(ids.sur);
    expect(left?.company).toBeNull();
    expect(left?.slots.map((slot) => slot.name)).toEqual(["Tarde nueva"]);
    const followers = await ok<{ zones: ProgrammeZone[] }>(
      await client.get(`/api/company-programmes/${created.id}/zones`, owner),
    );
    expect(followers.zones).toHaveLength(3);

    // Deleted: every zone keeps its programme, as its own.
    expect(
      (await client.request("DELETE", `/api/company-programmes/${created.id}`, owner)).status,
    ).toBe(204);
    const kept = await scheduleOf(ids.norte);
    expect(kept?.company).toBeNull();
    expect(kept?.slots.map((slot) => slot.name)).toEqual(["Tarde nueva"]);
    expect((await listed()).map((each) => each.id)).not.toContain(created.id);
  });

  it("lets a manager change their zone only where the programme allows it, and the zone then leaves it", async () => {
    expect((await saveSchedule(ids.lucia, programme(60))).status).toBe(200);
    const created = await newProgramme("Cadena", { establishmentIds: [ids.norte] });
    const manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [ids.norte],
    });

    expect((await scheduleOf(ids.norteSala, manager.cookie))?.company?.name).toBe("Cadena");
    expect(
      await refusal(await saveSchedule(ids.norteSala, programme(20), manager.cookie), 403),
    ).toBe(errors.managedByHeadOffice);
    const removal = await client.request("DELETE", `/api/zones/${ids.norteSala}/schedule`, manager);
    expect(await refusal(removal, 403)).toBe(errors.managedByHeadOffice);
    // Head office's alone: the manager neither lists, previews nor changes programmes.
    expect(await refusal(await client.get("/api/company-programmes", manager), 403)).toBe(
      teamCopy.errors.notForYourRole,
    );
    expect((await preview({ establishmentIds: [ids.norte] }, manager.cookie)).status).toBe(403);
    const patch = (body: unknown, cookie: string) =>
      client.request("PATCH", `/api/company-programmes/${created.id}`, { cookie, body });
    expect((await patch({ localChanges: true }, manager.cookie)).status).toBe(403);

    expect((await patch({ localChanges: true }, owner.cookie)).status).toBe(204);
    expect((await saveSchedule(ids.norteSala, programme(20), manager.cookie)).status).toBe(200);
    const own = await scheduleOf(ids.norteSala);
    expect(own?.company).toBeNull();
    expect(own?.volumeCurve?.[0]?.volume).toBe(20);
    // The rest still follow, unchanged.
    const principal = await scheduleOf(ids.norte);
    expect(principal?.company).toMatchObject({ name: "Cadena", zones: 2, localChanges: true });
    expect(principal?.volumeCurve?.[0]?.volume).toBe(60);
  });

  it("answers another owner's programme and zones as not found, and refuses a start without a programme", async () => {
    expect((await saveSchedule(ids.lucia, programme(60))).status).toBe(200);
    const created = await newProgramme("Propio", { zoneIds: [ids.luciaTerraza] });
    const strangers = { cookie: stranger.cookie };
    const target = { target: { ...noTarget, provinces: ["Madrid"] } };
    for (const response of [
      await client.get(`/api/company-programmes/${created.id}/zones`, strangers),
      await client.post(`/api/company-programmes/${created.id}/zones`, target, strangers),
      await client.request("PATCH", `/api/company-programmes/${created.id}`, {
        ...strangers,
        body: { name: "Mío" },
      }),
      await client.request("DELETE", `/api/company-programmes/${created.id}`, strangers),
    ])
      expect(await refusal(response, 404)).toBe(errors.notFound);
    const fromStrangersZone = {
      name: "Ajeno",
      fromZoneId: ids.lucia,
      localChanges: false,
      target: target.target,
    };
    expect(await refusal(await create(fromStrangersZone, stranger.cookie), 404)).toBe(
      errors.fromZoneNotFound,
    );
    const fromEmpty = {
      name: "Vacío",
      fromZoneId: ids.sur,
      localChanges: true,
      target: target.target,
    };
    await client.request("DELETE", `/api/zones/${ids.sur}/schedule`, owner);
    expect(await refusal(await create(fromEmpty), 400)).toBe(errors.fromZoneWithoutSchedule);
    expect(await refusal(await create({ ...fromEmpty, name: " " }), 400)).toBe(errors.nameRequired);
    // Nothing of the stranger's matches: refused, nothing written.
    const none = await client.post(
      `/api/company-programmes/${created.id}/zones`,
      { target: { ...noTarget, zoneIds: [randomUUID()] } },
      owner,
    );
    expect(await refusal(none, 400)).toBe(errors.noZoneMatches);
  });
});
