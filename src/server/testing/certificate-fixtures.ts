import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Establishment } from "~/shared/establishments/schema";
import type { PlayKind } from "~/shared/play-log/play-facts";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { certificate, type CertificateFacts } from "../domain/certificates/tables";
import { establishment } from "../domain/establishments/tables";
import { playLog, playLogHead } from "../domain/play-log/tables";
import { subscription, type SubscriptionRow } from "../domain/subscriptions/tables";
import { chainPlays, GENESIS_HASH } from "../features/play-log/play-chain";
import { httpClient } from "./http-client";
import { withTriggersOff } from "./play-log-tampering";
import type { TestContext } from "./test-app";

const DAY_MS = 86_400_000;

/** Establishments, subscriptions, certificates and plays, as the certificate tests need them. */
export function certificateFixtures(context: () => TestContext) {
  const client = httpClient(context);
  const db = () => context().database.db;

  return {
    async establishment(cookie: string, fields: Record<string, unknown> = {}) {
      const response = await client.post(
        "/api/establishments",
        { ...barInMadrid, ...fields },
        { cookie },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as Establishment;
    },

    /** A local paid subscription: a month running, ten days left, unless told otherwise. */
    async subscription(userId: string, facts: Partial<SubscriptionRow> = {}) {
      const now = Date.now();
      const [row] = await db()
        .insert(subscription)
        .values({
          id: randomUUID(),
          userId,
          provider: "local",
          providerSubscriptionId: `local_sub_${randomUUID()}`,
          planId: "basic",
          planName: "Mensual",
          tier: "basic",
          interval: "month",
          status: "active",
          currentPeriodEnd: new Date(now + 10 * DAY_MS),
          createdAt: new Date(now - 80 * DAY_MS),
          ...facts,
        })
        .returning();
      return row as SubscriptionRow;
    },

    /** The certificate PDF as its owner downloads it. */
    download: (cookie: string, establishmentId: string) =>
      client.get(`/api/establishments/${establishmentId}/certificate`, { cookie }),

    certificatesOf: (establishmentId: string) =>
      db().select().from(certificate).where(eq(certificate.establishmentId, establishmentId)),

    /**
     * Moves a certificate's period (to test what falls inside and outside it): with the
     * triggers off, as a certificate changes only to be revoked (decision 033).
     */
    setPeriod: (certificateId: string, validFrom: Date, validUntil: Date) =>
      withTriggersOff(context(), (owner) =>
        owner
          .update(certificate)
          .set({ validFrom, validUntil })
          .where(eq(certificate.id, certificateId)),
      ),

    /** When the establishment was removed (dado de baja), as its deletion records it. */
    setArchivedAt: (establishmentId: string, archivedAt: Date) =>
      db().update(establishment).set({ archivedAt }).where(eq(establishment.id, establishmentId)),

    /** A certificate as issued before certificates kept their time zone. */
    async forgetTimeZone(certificateId: string) {
      const [row] = await db().select().from(certificate).where(eq(certificate.id, certificateId));
      const facts: CertificateFacts = { ...(row?.facts as CertificateFacts) };
      delete facts.timeZone;
      await withTriggersOff(context(), (owner) =>
        owner.update(certificate).set({ facts }).where(eq(certificate.id, certificateId)),
      );
    },

    /**
     * A play written straight into the log, chained after the establishment's head as the
     * ingest chains it (the public checks verify the chain): ingestion has its own tests,
     * and these read only the start, the seconds heard (and the end, when it says more),
     * the song and when the server received it (by default, as it ended: live).
     */
    async play(
      establishmentId: string,
      play: {
        startedAt: string;
        secondsHeard: number;
        /** The start plus the seconds heard unless given (rows older than decision 032). */
        endedAt?: string;
        title: string;
        artist?: string;
        receivedAt?: string;
        /** The establishment's Principal zone (decision 023) unless given. */
        zoneId?: string;
        /** A song unless given; a message's play names its message and has no artist. */
        kind?: PlayKind;
        songId?: string;
      },
    ) {
      const songId = play.songId ?? randomUUID();
      const kind = play.kind ?? "song";
      const zoneId = play.zoneId ?? establishmentId;
      const endedAt = play.endedAt ?? Date.parse(play.startedAt) + play.secondsHeard * 1000;
      const [head] = await db().select().from(playLogHead).where(eq(playLogHead.zoneId, zoneId));
      const [row] = chainPlays(head ?? { seq: 0, hash: GENESIS_HASH }, [
        {
          establishmentId,
          zoneId,
          clientId: randomUUID(),
          kind,
          songId,
          title: play.title,
          artist: play.artist ?? (kind === "message" ? "" : "Artista de prueba"),
          startedAt: new Date(play.startedAt),
          endedAt: new Date(endedAt),
          secondsHeard: play.secondsHeard,
          ending: "ended",
          deviceId: randomUUID(),
          origin: "network",
          // To the millisecond, as the column keeps it, so the hash recomputes.
          receivedAt: new Date(play.receivedAt ?? endedAt),
        },
      ]);
      if (!row) throw new Error("chainPlays made no row");
      await db().insert(playLog).values(row);
      await db()
        .insert(playLogHead)
        .values({ establishmentId, zoneId, seq: row.seq, hash: row.hash })
        .onConflictDoUpdate({
          target: playLogHead.zoneId,
          set: { seq: row.seq, hash: row.hash },
        });
      return { songId, seq: row.seq };
    },
  };
}
