import { and, asc, eq, exists, isNull, or, sql } from "drizzle-orm";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { WhatPlayedAnswer } from "~/shared/certificates/schema";
import type { Database } from "../../domain/database";
import { playLog } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";
import { archivedDuringCover } from "./certificate-time-zone";
import { coverRefusal } from "./cover-refusal";
import { findCertificateByCode } from "./find-certificate-by-code";
import { localMomentToUtc } from "./local-moment";
import { playsDuring } from "./plays-during";
import { refuseIfLogAltered, type CheckPlayLog } from "./play-log-check";

const errors = certificatesCopy.errors;

/** "21:01" asks for the whole minute, "21:01:30" for that second. */
function askedSpan(date: string, time: string, timeZone: string) {
  const from = localMomentToUtc(date, time, timeZone);
  const lengthMs = time.length > 5 ? 1000 : 60_000;
  return { from, until: new Date(from.getTime() + lengthMs) };
}

const latest = (a: Date, b: Date) => (a > b ? a : b);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * "¿Qué sonaba?": every play heard at the certificate's establishment during the minute (or
 * second) asked, read in the certificate's own time zone, each with its zone, its start,
 * its end and how it was recorded — in the zone asked for, or in every zone (decision
 * 023). Only within the cover: from its first moment to its end, or to the
 * establishment's removal; a revoked certificate answers nothing.
 */
export async function whatPlayed(options: {
  db: Database;
  code: string;
  date: string;
  time: string;
  zoneId?: string;
  now?: Date;
  checkPlayLog: CheckPlayLog;
}): Promise<WhatPlayedAnswer> {
  const now = options.now ?? new Date();
  const { certificate, timeZone, archivedAt } = await findCertificateByCode(options);
  if (certificate.revokedAt) throw new AppError("CONFLICT", errors.revoked);

  const { from, until } = askedSpan(options.date, options.time, timeZone);
  const removedAt = archivedDuringCover(certificate, archivedAt);
  const refusal = coverRefusal({
    from,
    until,
    validFrom: certificate.validFrom,
    validUntil: certificate.validUntil,
    archivedAt: removedAt,
    now,
    timeZone,
  });
  if (refusal) throw new AppError("BAD_REQUEST", refusal);
  const zones = await zonesOf(options.db, certificate.establishmentId);
  if (options.zoneId && !zones.some((zoneRow) => zoneRow.zoneId === options.zoneId))
    throw new AppError("NOT_FOUND", errors.zoneNotFound);
  // The log must hold from the seal before the moment asked — in the zone asked, or in
  // every zone: a forged answer is never given.
  await refuseIfLogAltered(options.checkPlayLog, {
    establishmentId: certificate.establishmentId,
    zoneId: options.zoneId,
    at: from,
  });

  // A span across the cover's edge is answered for its covered part only.
  const coverEnd = removedAt ?? certificate.validUntil;
  const plays = await playsDuring({
    db: options.db,
    establishmentId: certificate.establishmentId,
    zoneId: options.zoneId,
    from: latest(from, certificate.validFrom),
    until: earliest(until, coverEnd),
  });
  return { from: from.toISOString(), until: until.toISOString(), plays, zones };
}

/** The establishment's zones that may be asked about: live ones, and any with plays. */
async function zonesOf(db: Database, establishmentId: string) {
  return db
    .select({ zoneId: zone.id, name: zone.name })
    .from(zone)
    .where(
      and(
        eq(zone.establishmentId, establishmentId),
        or(
          isNull(zone.archivedAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(playLog)
              .where(eq(playLog.zoneId, zone.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(zone.position), asc(zone.createdAt));
}
