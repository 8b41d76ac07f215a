import { z } from "~/shared/validation/zod";
import { inspectionFilesCopy } from "../copy/inspection-files";
import { daysInRange, localDateSchema } from "../play-log/schema";
import type { PlayLogIntegrity } from "../play-log/seals-schema";
import { rowIdSchema } from "../validation/ids";

const errors = inspectionFilesCopy.errors;

/** A file covers at most a year (a leap year's 366 days). */
export const MAX_INSPECTION_FILE_DAYS = 366;
/** Days a long file may list play by play besides its per-day totals. */
export const MAX_FULL_DAYS = 31;
/** Up to this many days, a file lists every play unless asked otherwise. */
export const EVERY_PLAY_DEFAULT_DAYS = 31;

/** "EXP" and a certificate's 20 characters: a code read aloud says what it is. */
export const INSPECTION_FILE_CODE_PREFIX = "EXP";
const CODE = /^EXP[0-9A-HJKMNP-TV-Z]{20}$/;
/** A file's code as typed or read from its QR: any case, dashes optional. */
const normalCode = (raw: string) => raw.replaceAll("-", "").toUpperCase();
export const isInspectionFileCode = (code: string) => CODE.test(normalCode(code));
export const inspectionFileCodeSchema = z
  .string()
  .max(50)
  .transform(normalCode)
  .pipe(z.string().regex(CODE, errors.codeNotFound));

export const inspectionFileStatuses = ["queued", "drawing", "ready", "failed"] as const;
export type InspectionFileStatus = (typeof inspectionFileStatuses)[number];

/** The owner's signature of the declaration, sent with the request that needs it. */
export const declarationSignatureSchema = z.strictObject({
  signerName: z
    .string()
    .trim()
    .min(3, errors.signerNameRequired)
    .max(120, errors.signerNameTooLong),
});

/**
 * What is asked: an establishment, its zones (none: all), a period of past days, and
 * either every play or the per-day totals plus the plays of some days. The owner may sign
 * the declaration with it.
 */
export const inspectionFileRequestSchema = z
  .strictObject({
    establishmentId: rowIdSchema,
    zoneIds: z.array(rowIdSchema).max(50).default([]),
    from: localDateSchema,
    until: localDateSchema,
    detail: z.enum(["every-play", "some-days"]),
    days: z.array(localDateSchema).max(MAX_FULL_DAYS, errors.tooManyDays).default([]),
    declaration: declarationSignatureSchema.optional(),
  })
  .superRefine((request, ctx) => {
    const fault = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (![request.from, request.until].every((date) => localDateSchema.safeParse(date).success))
      return;
    if (request.until < request.from) return fault("until", errors.untilBeforeFrom);
    if (daysInRange(request.from, request.until) > MAX_INSPECTION_FILE_DAYS)
      fault("until", errors.periodTooLong);
    if (request.days.some((day) => day < request.from || day > request.until))
      fault("days", errors.dayOutsidePeriod);
  });

export type InspectionFileRequest = z.input<typeof inspectionFileRequestSchema>;

export const inspectionFileListQuerySchema = z.strictObject({
  establishmentId: rowIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A file as its list and its progress show it. */
export interface InspectionFileSummary {
  id: string;
  code: string;
  establishmentId: string;
  tradingName: string;
  periodFrom: string;
  periodUntil: string;
  zones: string[];
  everyPlay: boolean;
  status: InspectionFileStatus;
  progress: number;
  declared: boolean;
  issuedAt: string | null;
  sha256: string | null;
  bytes: number | null;
  createdAt: string;
}

export interface InspectionFileList {
  files: InspectionFileSummary[];
  page: number;
  pageCount: number;
}

/** The SHA-256 of a file someone holds, as the check page computes it in the browser. */
export const inspectionFileCheckSchema = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, errors.invalidHash),
});

/**
 * What anyone with the code may know of a file: whose establishment (trading name and
 * city), which period, when it was issued and sealed, and whether the play log still
 * holds. No tax ids, no addresses, no plays.
 */
export interface InspectionFileVerification {
  code: string;
  tradingName: string;
  city: string;
  periodFrom: string;
  periodUntil: string;
  timeZone: string;
  issuedAt: string;
  sha256: string;
  /** The authority's time over the hash; "missing": a token was due and is not there. */
  stamp: { genTime: string } | "none" | "missing" | "invalid";
  declared: boolean;
  playLog: PlayLogIntegrity;
}

/** Whether the file held is the one issued: its SHA-256 against the sealed one. */
export interface InspectionFileCheck {
  matches: boolean;
}
