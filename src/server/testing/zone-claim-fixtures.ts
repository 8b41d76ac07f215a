import { randomUUID } from "node:crypto";
import { and, desc, eq, lte } from "drizzle-orm";
import { holdsClaim } from "~/shared/devices/claimant";
import type { PlayReport } from "~/shared/play-log/schema";
import { establishment } from "../domain/establishments/tables";
import { playbackClaim } from "../domain/playback-claims/tables";
import { session } from "../domain/accounts/tables";
import { zone } from "../domain/zones/tables";
import { httpClient } from "./http-client";
import type { TestContext } from "./test-app";

/**
 * The claim the player asks for before it sounds (decisions 018, 034), for suites that
 * send plays of any past moment: a play is taken only from its device in the session
 * that claimed its zone.
 */
export function zoneClaimFixtures(context: () => TestContext) {
  const client = httpClient(context);
  const db = () => context().database.db;

  /** The first play of each zone the plays name (a play without a zone: its Principal). */
  const firstOfEachZone = (plays: PlayReport[]) => {
    const first = new Map<string, PlayReport>();
    for (const play of plays) {
      const zoneId = play.zoneId ?? play.establishmentId;
      if (!first.has(zoneId)) first.set(zoneId, play);
    }
    return first;
  };

  const unclaimed = async (zoneId: string) =>
    (
      await db()
        .select({ id: playbackClaim.id })
        .from(playbackClaim)
        .where(eq(playbackClaim.zoneId, zoneId))
        .limit(1)
    ).length === 0;

  /** When the zone's establishment was made: a claim from then covers any play it may log. */
  const createdAtOf = async (establishmentId: string) =>
    (
      await db()
        .select({ createdAt: establishment.createdAt })
        .from(establishment)
        .where(eq(establishment.id, establishmentId))
    )[0]?.createdAt;

  return {
    /** better-auth's id of the session behind `cookie`, as routes read it (`c.var.sessionId`). */
    async sessionIdOf(cookie: string): Promise<string> {
      const response = await client.get("/api/auth/get-session", { cookie });
      const found = (await response.json()) as { session?: { id: string } } | null;
      if (!found?.session) throw new Error(`No session behind the cookie (${response.status})`);
      return found.session.id;
    },
    /**
     * Claims the zone (without one, the establishment's Principal) for `deviceId` through
     * the route the player calls with `cookie`, unless somebody claimed it already, then
     * moves the claim back to its establishment's creation, so plays and waits of any
     * moment since pass. Another user's zone, or one that does not exist, stays unclaimed:
     * the route refuses it.
     */
    async claimed(
      cookie: string,
      where: { establishmentId: string; zoneId?: string; deviceId: string },
    ) {
      const zoneId = where.zoneId ?? where.establishmentId;
      if (!(await unclaimed(zoneId))) return;
      const claimed = await client.post(
        `/api/zones/${zoneId}/claim`,
        { deviceId: where.deviceId, takeOver: false },
        { cookie },
      );
      const since = await createdAtOf(where.establishmentId);
      if (claimed.status !== 200 || !since) return;
      await db()
        .update(playbackClaim)
        .set({ claimedAt: since, lastSeenAt: since })
        .where(eq(playbackClaim.zoneId, zoneId));
    },
    /** The same for each zone the plays name, for the device of its first play. */
    async claimFirst(cookie: string, plays: PlayReport[]) {
      for (const [zoneId, play] of firstOfEachZone(plays))
        await this.claimed(cookie, { ...play, zoneId });
    },
    /**
     * For plays recorded without a request, in the session `sessionId`, as the server
     * would have taken them live: in each zone, every run of plays of one device begins
     * under that device's claim, written straight into its table — from the establishment's
     * creation for a zone nobody claimed, else from the run's first start — unless the
     * claim in force then is already that device's in this session.
     */
    async claimRunsAs(sessionId: string, plays: PlayReport[]) {
      const inOrder = [...plays].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
      const byZone = new Map<string, PlayReport[]>();
      for (const play of inOrder) {
        const zoneId = play.zoneId ?? play.establishmentId;
        byZone.set(zoneId, [...(byZone.get(zoneId) ?? []), play]);
      }
      for (const [zoneId, zonePlays] of byZone) {
        const first = zonePlays[0] as PlayReport;
        const [found] = await db()
          .select({ createdAt: establishment.createdAt })
          .from(zone)
          .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
          .where(and(eq(zone.id, zoneId), eq(zone.establishmentId, first.establishmentId)));
        if (!found) continue;
        let previous: string | null = null;
        for (const play of zonePlays) {
          if (play.deviceId === previous) continue;
          previous = play.deviceId;
          const start = new Date(play.startedAt);
          const [inForce] = await db()
            .select()
            .from(playbackClaim)
            .where(and(eq(playbackClaim.zoneId, zoneId), lte(playbackClaim.claimedAt, start)))
            .orderBy(desc(playbackClaim.claimedAt))
            .limit(1);
          if (inForce && holdsClaim(inForce, { deviceId: play.deviceId, sessionId })) continue;
          const since = !inForce && (await unclaimed(zoneId)) ? found.createdAt : start;
          await db().insert(playbackClaim).values({
            id: randomUUID(),
            establishmentId: play.establishmentId,
            zoneId,
            deviceId: play.deviceId,
            sessionId,
            claimedAt: since,
            lastSeenAt: since,
          });
        }
      }
    },
    /**
     * The session plays of `userId` are recorded in without a request: its latest one, the
     * session its suite signed in with (so the plays it sends afterwards find their claim),
     * or `fallback` when it has none.
     */
    async sessionOfUser(userId: string, fallback: string): Promise<string> {
      const [latest] = await db()
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.createdAt))
        .limit(1);
      return latest?.id ?? fallback;
    },
  };
}
