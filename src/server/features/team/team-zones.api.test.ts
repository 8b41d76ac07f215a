import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { teamCopy } from "~/shared/copy/team";
import type { Team } from "~/shared/team/schema";
import {
  httpClient,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
} from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const { notYourEstablishment } = teamCopy.errors;

/**
 * People given single zones: an "Empleado" of the Terraza plays, commands and reads the
 * Terraza only — the establishment's Principal ("Sala") answers as another establishment
 * does — and the owner widens or narrows where they work in place.
 */
describeEachDatabase("team members limited to zones", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  /** Lumen: its Principal (the "Sala", the establishment's own id) and its Terraza. */
  let lumen: string;
  let terraza: string;
  let employee: { cookie: string; id: string; email: string };

  beforeAll(async () => {
    owner = await signedInUser(context, { complimentary: true });
    lumen = await team.establishment(owner.cookie, "Cafetería Lumen");
    const zone = await client.post(
      `/api/establishments/${lumen}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(zone.status, await zone.clone().text()).toBe(201);
    terraza = ((await zone.json()) as { id: string }).id;
    employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [],
      zoneIds: [terraza],
    });
  });

  const pause = (zoneId: string, cookie = employee.cookie) =>
    client.post(`/api/zones/${zoneId}/commands`, { id: randomUUID(), kind: "pause" }, { cookie });
  const claim = (path: string) =>
    client.post(path, { deviceId: randomUUID(), takeOver: true }, { cookie: employee.cookie });
  async function refused(response: Response) {
    expect(response.status, await response.clone().text()).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      notYourEstablishment,
    );
  }

  it("lets an employee of the Terraza pause, claim and read the Terraza, and nothing of the Sala", async () => {
    expect((await pause(terraza)).status).toBe(202);
    await refused(await pause(lumen));
    const claimed = await claim(`/api/zones/${terraza}/claim`);
    expect(claimed.status, await claimed.clone().text()).toBe(200);
    await refused(await claim(`/api/zones/${lumen}/claim`));
    // The establishment's own player is its Principal's.
    await refused(await claim(`/api/establishments/${lumen}/claim`));
    const schedule = await client.get(`/api/zones/${terraza}/schedule`, {
      cookie: employee.cookie,
    });
    expect(schedule.status, await schedule.clone().text()).toBe(200);
    await refused(await client.get(`/api/zones/${lumen}/schedule`, { cookie: employee.cookie }));
    await refused(await client.get(`/api/zones/${lumen}/messages`, { cookie: employee.cookie }));
    // A body that names the Sala, or no zone (the Principal), is refused too.
    for (const zoneId of [lumen, undefined])
      await refused(
        await client.post(
          "/api/play-log/waits",
          {
            id: randomUUID(),
            reason: "gesture",
            establishmentId: lumen,
            zoneId,
            startedAt: new Date().toISOString(),
          },
          { cookie: employee.cookie },
        ),
      );
    await refused(
      await client.post(
        "/api/play-log",
        {
          plays: [
            {
              id: randomUUID(),
              establishmentId: lumen,
              zoneId: lumen,
              songId: randomUUID(),
              startedAt: new Date(Date.now() - 60_000).toISOString(),
              endedAt: new Date(Date.now() - 59_000).toISOString(),
              secondsHeard: 1,
              ending: "ended",
              deviceId: randomUUID(),
              origin: "network",
              lease: null,
            },
          ],
        },
        { cookie: employee.cookie },
      ),
    );
  });

  it("lists to the employee the establishment with the Terraza only, in the player's chooser and in 'Mando'", async () => {
    const listed = (await (
      await client.get("/api/establishments", { cookie: employee.cookie })
    ).json()) as { id: string; zones: { id: string }[] }[];
    expect(
      listed.map((establishment) => [establishment.id, establishment.zones.map((zone) => zone.id)]),
    ).toEqual([[lumen, [terraza]]]);
    const zones = (await (
      await client.get(`/api/establishments/${lumen}/zones`, { cookie: employee.cookie })
    ).json()) as { id: string }[];
    expect(zones.map((zone) => zone.id)).toEqual([terraza]);
    const live = (await (
      await client.get("/api/zones/live", { cookie: employee.cookie })
    ).json()) as {
      zones: { zoneId: string }[];
    };
    expect(live.zones.map((zone) => zone.zoneId)).toEqual([terraza]);
    const me = (await (await client.get("/api/me", { cookie: employee.cookie })).json()) as {
      team: { establishmentIds: string[]; zonesOf: Record<string, string[]> };
    };
    expect(me.team).toMatchObject({ establishmentIds: [lumen], zonesOf: { [lumen]: [terraza] } });
  });

  it("shows the owner the person's zone, and lets the owner widen it to the whole establishment in place", async () => {
    const read = async () =>
      (await (await client.get("/api/team", { cookie: owner.cookie })).json()) as Team;
    const before = (await read()).members.find((member) => member.userId === employee.id);
    expect(before?.establishments).toEqual([]);
    expect(before?.zones).toEqual([
      {
        id: terraza,
        name: "Terraza",
        establishmentId: lumen,
        establishmentName: "Cafetería Lumen",
      },
    ]);

    const change = (body: unknown) =>
      client.put(`/api/team/members/${employee.id}`, body, { cookie: owner.cookie });
    const widened = await change({ role: "employee", establishmentIds: [lumen], zoneIds: [] });
    expect(widened.status, await widened.clone().text()).toBe(200);
    // The same session answers to where they now work at once.
    expect((await pause(lumen)).status).toBe(202);
    const after = (await read()).members.find((member) => member.userId === employee.id);
    expect(after?.establishments.map((establishment) => establishment.id)).toEqual([lumen]);

    // Back to the Terraza: the Sala is refused again, at once.
    const narrowed = await change({ role: "employee", establishmentIds: [], zoneIds: [terraza] });
    expect(narrowed.status).toBe(200);
    await refused(await pause(lumen));

    // Nowhere, or a zone not the owner's, is refused with words; a member only by the owner.
    expect((await change({ role: "employee", establishmentIds: [] })).status).toBe(400);
    const stranger = await signedInUser(context, { complimentary: true });
    const theirs = await team.establishment(stranger.cookie, "Otro bar");
    const foreign = await change({ role: "employee", establishmentIds: [], zoneIds: [theirs] });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      teamCopy.errors.unknownZone,
    );
    const notTheirs = await client.put(
      `/api/team/members/${employee.id}`,
      { role: "employee", establishmentIds: [theirs] },
      { cookie: stranger.cookie },
    );
    expect(notTheirs.status).toBe(404);
    expect((await pause(terraza)).status).toBe(202);
  });

  it("invites by zones, names the zone in the e-mail, and ends it without blaming the invitee", async () => {
    const email = uniqueEmail("terraza");
    const sent = await team.invite(owner.cookie, {
      email,
      role: "employee",
      establishmentIds: [],
      zoneIds: [terraza],
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const mail = context().mailbox.latestTo(email);
    expect(mail.text).toContain("Terraza de Cafetería Lumen");
    expect(mail.text).toContain(teamCopy.email.unexpected);
    expect(mail.text).not.toContain("Si no has sido tú");
    const preview = (await (
      await client.get(`/api/invitations/${team.mailedToken(email)}`)
    ).json()) as { establishments: string[] };
    expect(preview.establishments).toEqual(["Terraza de Cafetería Lumen"]);

    const nowhere = await team.invite(owner.cookie, {
      email: uniqueEmail("nadie"),
      role: "employee",
      establishmentIds: [],
    });
    expect(nowhere.status).toBe(400);
    expect(await nowhere.text()).toContain(teamCopy.errors.chooseEstablishments);
    const own = await team.invite(owner.cookie, {
      email: owner.email,
      role: "employee",
      establishmentIds: [lumen],
    });
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe(
      "No se puede enviar una invitación a tu propio correo electrónico",
    );
  });
});
