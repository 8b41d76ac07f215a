import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import type { Zone } from "~/shared/zones/schema";
import { zone } from "../../domain/zones/tables";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { zoneClaimFixtures } from "../../testing/zone-claim-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { claimPlayback } from "./claim-playback";

/** One player per zone (decisions 018, 023). */
describeEachDatabase("/api/zones/:id/claim", (context) => {
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
  const addZone = async (establishmentId: string, name: string, cookie = owner.cookie) => {
    const response = await client.post(
      `/api/establishments/${establishmentId}/zones`,
      { name },
      { cookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Zone;
  };
  const claim = (zoneId: string, deviceId: string, takeOver = false) =>
    client.post(`/api/zones/${zoneId}/claim`, { deviceId, takeOver }, { cookie: owner.cookie });
  const heartbeat = (zoneId: string, deviceId: string) =>
    client.post(`/api/zones/${zoneId}/claim/heartbeat`, { deviceId }, { cookie: owner.cookie });
  it("lets two devices hold two zones of one establishment at once, and keeps each zone to one", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await addZone(establishment.id, "Terraza");
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await claim(establishment.id, first)).status).toBe(200);
    expect((await claim(terrace.id, second)).status).toBe(200);
    expect((await heartbeat(establishment.id, first)).status).toBe(200);
    expect((await heartbeat(terrace.id, second)).status).toBe(200);

    const asked = await claim(terrace.id, third);
    expect(asked.status).toBe(409);
    expect((await errorOf(asked)).message).toBe(playbackClaimsCopy.zone.errors.heldElsewhere);
    expect((await claim(terrace.id, third, true)).status).toBe(200);
    const lost = await heartbeat(terrace.id, second);
    expect(lost.status).toBe(409);
    expect((await errorOf(lost)).message).toMatch(/^Esta zona ha pasado a sonar/);
    // The Principal zone is untouched by the take-over next door.
    expect((await heartbeat(establishment.id, first)).status).toBe(200);
    // The establishment's routes, as players from before zones call them, are its Principal's.
    const old = await client.get(
      `/api/establishments/${establishment.id}/claim?deviceId=${first}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(((await old.json()) as PlaybackClaimState).holder).toBe("this-device");
  });

  it("frees a zone whose holder fell silent, by the clock, and refuses the plays of a device without its claim", async () => {
    const establishment = await fixtures.establishment(owner.cookie);
    const terrace = await fixtures.zone(owner.cookie, establishment.id, "Terraza");
    const [first, second] = [randomUUID(), randomUUID()];
    // Recent enough that the plays below reach the server live.
    const t0 = new Date(Date.now() - 200_000);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    // The owner's session: the one the plays below are sent in (decision 034).
    const sessionId = await zoneClaimFixtures(context).sessionIdOf(owner.cookie);
    const claimAt = (deviceId: string, now: Date, takeOver = false) =>
      claimPlayback({
        db: db(),
        userId: owner.id,
        target: { zoneId: terrace.id },
        claimant: { deviceId, sessionId },
        takeOver,
        now,
      });

    await claimAt(first, t0);
    // Heard 30 s ago: still live, so the second device must ask.
    await expect(claimAt(second, at(30_000))).rejects.toMatchObject({ code: "CONFLICT" });
    // Silent for longer than CLAIM_STALE_MS: free without asking.
    const given = await claimAt(second, at(CLAIM_STALE_MS + 1_000));
    expect(given.state.holder).toBe("this-device");
    expect(given.tookOver).toBe(true);

    // The first device's play begun after it lost the zone is refused; the second's is kept.
    const after = at(CLAIM_STALE_MS + 10_000).toISOString();
    const refused = await fixtures.send(owner.cookie, [
      fixtures.play(establishment.id, songId, {
        zoneId: terrace.id,
        startedAt: after,
        deviceId: first,
      }),
    ]);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(playLogCopy.errors.claimedElsewhere);
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, songId, {
        zoneId: terrace.id,
        startedAt: after,
        deviceId: second,
      }),
    ]);
    // The Principal zone has a claim of its own, which the terrace's take-over leaves alone.
    await fixtures.sendOk(owner.cookie, [
      fixtures.play(establishment.id, songId, { startedAt: after, deviceId: first }),
    ]);
    const zones = await db()
      .select({ id: zone.id })
      .from(zone)
      .where(and(eq(zone.establishmentId, establishment.id)));
    expect(zones).toHaveLength(2);
  });
});
