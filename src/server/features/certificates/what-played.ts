import { certificatesCopy } from "~/shared/copy/certificates";
import type { WhatPlayedAnswer } from "~/shared/schemas/certificates";
import type { Database } from "../../db/client";
import { AppError } from "../../http/app-error";
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
 * second) asked, read in the certificate's own time zone, each with its start, its end and
 * how it was recorded. Only within the cover: from its first moment to its end, or to the
 * establishment's removal; a revoked certificate answers nothing.
 */
export async function whatPlayed(options: {
  db: Database;
  code: string;
  date: string;
  time: string;
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
  // The log must hold from the seal before the moment asked: a forged answer is never given.
  await refuseIfLogAltered(options.checkPlayLog, {
    establishmentId: certificate.establishmentId,
    at: from,
  });

  // A span across the cover's edge is answered for its covered part only.
  const coverEnd = removedAt ?? certificate.validUntil;
  const plays = await playsDuring({
    db: options.db,
    establishmentId: certificate.establishmentId,
    from: latest(from, certificate.validFrom),
    until: earliest(until, coverEnd),
  });
  return { from: from.toISOString(), until: until.toISOString(), plays };
}
