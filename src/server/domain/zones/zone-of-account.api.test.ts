import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { ZoneStateInput } from "~/shared/remote/schema";
import { queriesDuring, readsZones } from "../../testing/count-queries";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

/**
 * "Is this zone the account's?" is asked once per request: the team gate reads the zone a
 * member's route names, and the handler answers from that reading instead of asking again.
 * A claim is the exception: it is taken under the zone's lock, which only its own
 * transaction can hold.
 */
describeEachDatabase("one ownership check of a zone per request", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  let terraza: string;
  let member: { cookie: string };

  beforeAll(async () => {
    owner = await signedInUser(context, { complimentary: true });
    const lumen = await team.establishment(owner.cookie, "Cafetería Lumen");
    const created = await client.post(
      `/api/establishments/${lumen}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    terraza = ((await created.json()) as { id: string }).id;
    member = await team.member(owner.cookie, { role: "manager", establishmentIds: [lumen] });
  });

  const state = (): ZoneStateInput => ({
    deviceId: randomUUID(),
    playing: false,
    track: null,
    position: 0,
    volume: 0.6,
    offline: false,
    closed: false,
    reason: "Comidas · Jazz suave",
    at: new Date().toISOString(),
  });

  /** The requests of a zone's player and remote, each with the status it answers. */
  const requests = (cookie: string, deviceId: string) => ({
    "POST /api/zones/:zoneId/commands": () =>
      client.post(
        `/api/zones/${terraza}/commands`,
        { id: randomUUID(), kind: "pause" },
        { cookie },
      ),
    "PUT /api/zones/:zoneId/state": () =>
      client.put(`/api/zones/${terraza}/state`, state(), { cookie }),
    "GET /api/zones/:id/claim": () =>
      client.get(`/api/zones/${terraza}/claim?deviceId=${deviceId}`, { cookie }),
    "POST /api/zones/:id/claim": () =>
      client.post(`/api/zones/${terraza}/claim`, { deviceId, takeOver: true }, { cookie }),
    "POST /api/zones/:id/claim/heartbeat": () =>
      client.post(`/api/zones/${terraza}/claim/heartbeat`, { deviceId }, { cookie }),
    "GET /api/zones/:id/schedule": () => client.get(`/api/zones/${terraza}/schedule`, { cookie }),
    "GET /api/zones/:zoneId/messages": () =>
      client.get(`/api/zones/${terraza}/messages`, { cookie }),
  });

  async function zoneReadsOf(cookie: string) {
    const counted: Record<string, number> = {};
    for (const [route, send] of Object.entries(requests(cookie, randomUUID()))) {
      let status = 0;
      const reads = await queriesDuring(context().database.db, readsZones, async () => {
        status = (await send()).status;
      });
      expect(status, route).toBeLessThan(300);
      counted[route] = reads.length;
    }
    return counted;
  }

  it("reads the zone once for the owner, and once for a member past the team gate", async () => {
    const once = {
      "POST /api/zones/:zoneId/commands": 1,
      "PUT /api/zones/:zoneId/state": 1,
      "GET /api/zones/:id/claim": 1,
      "POST /api/zones/:id/claim": 1,
      "POST /api/zones/:id/claim/heartbeat": 1,
      "GET /api/zones/:id/schedule": 1,
      "GET /api/zones/:zoneId/messages": 1,
    };
    expect(await zoneReadsOf(owner.cookie)).toEqual(once);
    // The claim's check holds the zone's row: inside its transaction, after the gate's read.
    expect(await zoneReadsOf(member.cookie)).toEqual({ ...once, "POST /api/zones/:id/claim": 2 });
  });
});
