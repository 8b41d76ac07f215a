import { and, desc, eq, lte } from "drizzle-orm";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { WhatPlayedAnswer } from "~/shared/schemas/certificates";
import type { Database } from "../../db/client";
import { playLog } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { findCertificateByCode } from "./find-certificate-by-code";
import { localMomentToUtc } from "./local-moment";
import { refuseIfLogAltered, type CheckPlayLog } from "./play-log-check";

const errors = certificatesCopy.errors;

/**
 * "¿Qué sonaba?": the song playing at the certificate's establishment at a local date and
 * time, within the certificate's period. The last play started at or before that moment is
 * the answer while it was still being heard (start ≤ t < start + seconds heard); after it,
 * silence. One indexed lookup (play_log_started_at_idx), however long the log.
 */
export async function whatPlayed(options: {
  db: Database;
  code: string;
  date: string;
  time: string;
  checkPlayLog: CheckPlayLog;
}): Promise<WhatPlayedAnswer> {
  const { certificate, timeZone } = await findCertificateByCode(options);
  if (certificate.revokedAt) throw new AppError("CONFLICT", errors.revoked);
  const at = localMomentToUtc(options.date, options.time, timeZone);
  if (at < certificate.validFrom || at > certificate.validUntil)
    throw new AppError(
      "BAD_REQUEST",
      errors.outsidePeriod(
        certificateDate(certificate.validFrom, timeZone),
        certificateDate(certificate.validUntil, timeZone),
      ),
    );
  await refuseIfLogAltered(options.checkPlayLog, {
    establishmentId: certificate.establishmentId,
    at,
  });

  const [play] = await options.db
    .select({
      songId: playLog.songId,
      title: playLog.title,
      artist: playLog.artist,
      startedAt: playLog.startedAt,
      secondsHeard: playLog.secondsHeard,
    })
    .from(playLog)
    .where(
      and(eq(playLog.establishmentId, certificate.establishmentId), lte(playLog.startedAt, at)),
    )
    .orderBy(desc(playLog.startedAt))
    .limit(1);
  const elapsedMs = play ? at.getTime() - play.startedAt.getTime() : 0;
  const playing = play !== undefined && elapsedMs < play.secondsHeard * 1000;
  return {
    at: at.toISOString(),
    song: playing
      ? {
          id: play.songId,
          title: play.title,
          artist: play.artist,
          secondsIn: Math.floor(elapsedMs / 1000),
        }
      : null,
  };
}
