import { eq } from "drizzle-orm";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import type {
  InspectionFileCheck,
  InspectionFileVerification,
} from "~/shared/inspection-files/schema";
import type { PlayLogIntegrity } from "~/shared/play-log/seals-schema";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { inspectionFile, inspectionFileTimestamp } from "../../domain/inspection-files/tables";
import { TIME_STAMP_WINDOW_MS } from "../../infra/timestamping/time-stamp-queue";
import { verifyTimestampResponse } from "../../infra/timestamping/verify-timestamp-response";

/** Whether an establishment's play log still matches its seals (handed in by app.ts). */
export type CheckEstablishmentLog = (query: {
  establishmentId: string;
}) => Promise<PlayLogIntegrity>;

/** How long a due token may take to come; after it, a missing one was removed, not delayed. */
const STAMP_DUE_MS = TIME_STAMP_WINDOW_MS;
/** The server's clock and the authority's may differ by this much. */
const CLOCK_SKEW_MS = 60_000;

/** What a token is checked against: TSA_CA_FILE's certificates when set, and the time. */
export interface StampTrust {
  trustedCertificates?: string;
  now: Date;
}

async function sealedFile(db: Database, code: string) {
  const [found] = await db
    .select({
      file: inspectionFile,
      tradingName: establishment.tradingName,
      city: establishment.city,
      timeZone: establishment.timeZone,
      token: inspectionFileTimestamp.response,
    })
    .from(inspectionFile)
    .innerJoin(establishment, eq(establishment.id, inspectionFile.establishmentId))
    .leftJoin(inspectionFileTimestamp, eq(inspectionFileTimestamp.fileId, inspectionFile.id))
    .where(eq(inspectionFile.code, code));
  const { file } = found ?? {};
  if (!found || !file?.sha256 || !file.issuedAt)
    throw new AppError("NOT_FOUND", inspectionFilesCopy.errors.codeNotFound);
  return { ...found, file: { ...file, sha256: file.sha256, issuedAt: file.issuedAt } };
}

/**
 * The token over the file's hash, checked: its time, "invalid" when it vouches for another
 * hash (the row's hash was changed after it was stamped), "missing" when one was due long
 * ago and is not there (removed), "none" when no authority was configured or it is coming.
 */
function stampOf(
  file: { sha256: string; issuedAt: Date; stampRequested: boolean },
  token: Buffer | null,
  trust: StampTrust,
): InspectionFileVerification["stamp"] {
  const issued = file.issuedAt.getTime();
  if (!token)
    return file.stampRequested && trust.now.getTime() - issued > STAMP_DUE_MS ? "missing" : "none";
  try {
    const { genTime } = verifyTimestampResponse({
      response: token,
      digest: Buffer.from(file.sha256, "hex"),
      trustedCertificates: trust.trustedCertificates,
    });
    // Made by the stamping job after the file was sealed, not for a hash put there later.
    const after = genTime.getTime() - issued;
    if (after < -CLOCK_SKEW_MS || after > STAMP_DUE_MS) return "invalid";
    return { genTime: genTime.toISOString() };
  } catch {
    return "invalid";
  }
}

/**
 * What anyone with a file's code may know (decision 040): whose establishment (trading
 * name and city), which period, when it was issued and stamped, whether the owner declared,
 * and whether the play log still holds. No tax id, no address, no plays.
 */
export async function verifyInspectionFile(options: {
  db: Database;
  code: string;
  checkLog: CheckEstablishmentLog;
  trust: StampTrust;
}): Promise<InspectionFileVerification> {
  const { file, tradingName, city, timeZone, token } = await sealedFile(options.db, options.code);
  return {
    code: file.code,
    tradingName,
    city,
    periodFrom: file.periodFrom,
    periodUntil: file.periodUntil,
    timeZone,
    issuedAt: file.issuedAt.toISOString(),
    sha256: file.sha256,
    stamp: stampOf(file, token, options.trust),
    declared: file.declarationId !== null,
    playLog: await options.checkLog({ establishmentId: file.establishmentId }),
  };
}

/**
 * Whether the file someone holds is the one issued: its SHA-256 (computed where the file
 * is, it never travels) against the sealed one, whose token must still vouch for it.
 */
export async function checkInspectionFile(options: {
  db: Database;
  code: string;
  sha256: string;
  trust: StampTrust;
}): Promise<InspectionFileCheck> {
  const { file, token } = await sealedFile(options.db, options.code);
  const stamp = stampOf(file, token, options.trust);
  return {
    matches: file.sha256 === options.sha256 && stamp !== "invalid" && stamp !== "missing",
  };
}
