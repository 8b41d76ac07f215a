import { z } from "~/shared/validation/zod";
import type { CertificateStatus } from "./certificate-status";
import { certificatesCopy } from "../copy/certificates";
import type { Recording } from "../play-log/recording";
import { rowIdSchema } from "../validation/ids";
import type { PlayKind } from "../play-log/play-facts";
import type { PlayLogIntegrity } from "../play-log/seals-schema";
import { singleLine } from "../validation/text";

/**
 * A certificate's public code: 20 Crockford base-32 characters (100 bits of randomness),
 * shown in groups of four ("7K2M-…"); read case-insensitively, dashes optional.
 */
export const CERTIFICATE_CODE_LENGTH = 20;
export const certificateCodeSchema = z
  .string()
  .max(40)
  .transform((raw) => raw.replaceAll("-", "").toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{20}$/));

export type { CertificateStatus } from "./certificate-status";

/** What the public verification page shows: no street address, no tax ids. */
export interface CertificateVerification {
  code: string;
  number: string;
  status: CertificateStatus;
  tradingName: string;
  city: string;
  /**
   * The IANA time zone the certificate was issued with: its dates, and the dates and times
   * of "¿Qué sonaba?", are read in it, whatever the establishment's zone is today.
   */
  timeZone: string;
  validFrom: string;
  validUntil: string;
  issuedAt: string;
  provider: { legalName: string; taxId: string };
  revokedAt: string | null;
  /** When the establishment was removed (dado de baja), if it was during the period. */
  archivedAt: string | null;
  /** Whether the establishment's play log still matches its seals (decision 016). */
  playLog: PlayLogIntegrity;
}

/** "¿Qué sonaba?": a local date and time at the establishment. */
export const whatPlayedQuerySchema = z.strictObject({
  /** YYYY-MM-DD, as the play history's local days (play-log.ts localDateSchema). */
  date: z.iso.date(certificatesCopy.whatPlayed.invalidDate),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, certificatesCopy.whatPlayed.invalidTime),
  /** One zone of the establishment (decision 023); without it, every zone answers. */
  zoneId: rowIdSchema.optional(),
});

/**
 * A play that sounded during the moment asked about, as the history recorded it: a song,
 * or one of the establishment's own messages (`title` its name, no artist) — said as a
 * message, never hidden nor passed off as music (decision 028).
 */
export interface PlayHeard {
  /** The zone it sounded in (decision 023): its id, and its name today. */
  zoneId: string;
  zone: string;
  kind: PlayKind;
  title: string;
  artist: string;
  startedAt: string;
  endedAt: string;
  /** Live, or late: from a device's offline queue, received at `receivedAt`. */
  recording: Recording;
  receivedAt: string;
  /** A song's rights, as one line (decision 039); null for a message or a song without. */
  rights: string | null;
}

export interface WhatPlayedAnswer {
  /**
   * The span asked about, in UTC: the whole minute for "21:01" ([21:01:00, 21:02:00)),
   * one second for "21:01:30".
   */
  from: string;
  until: string;
  /** Every play heard during it, in the order they started, each naming its zone. */
  plays: PlayHeard[];
  /**
   * The establishment's zones, in their order: with several, the page asks which one, and
   * an answer without one lists every zone's plays, each labelled.
   */
  zones: { zoneId: string; name: string }[];
}

/** A certificate as its owner and the admins see it in lists. */
export interface CertificateSummary {
  id: string;
  code: string;
  number: string;
  establishmentId: string;
  /** As printed on the certificate (the establishment may have been renamed since). */
  tradingName: string;
  status: CertificateStatus;
  /** The zone it was issued with: its dates are read in it. */
  timeZone: string;
  validFrom: string;
  validUntil: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  archivedAt: string | null;
}

export const revokeCertificateSchema = z.strictObject({
  reason: singleLine()
    .min(1, certificatesCopy.admin.reasonRequired)
    .max(500, certificatesCopy.admin.reasonTooLong(500)),
});
