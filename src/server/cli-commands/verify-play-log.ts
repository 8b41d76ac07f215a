import fs from "node:fs";
import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "~/shared/validation/ids";
import type { InfraDeps } from "../deps";
import type { TimeStampCheck } from "../features/play-log/time-stamp-authority";
import { verifyPlayLog, type PlayLogReport } from "../features/play-log/verify-play-log";
import { readPemCertificates } from "../infra/timestamping/certificate-chain";
import { TimestampError } from "../infra/timestamping/timestamp-errors";
import { verifyTimestampResponse } from "../infra/timestamping/verify-timestamp-response";

export const verifyPlayLogArgsSchema = z.object({
  establishment: rowIdSchema.optional(),
});

/** TSA_CA_FILE cannot be read, or holds no certificate: nothing could be checked against it. */
export class TrustedCertificatesError extends Error {
  override name = "TrustedCertificatesError";
}

/** What the operator reads: one line per broken chain, then the outcome. */
export function describePlayLogReport(report: PlayLogReport): { lines: string[]; ok: boolean } {
  const scope = `${report.establishments} establishment${report.establishments === 1 ? "" : "s"}, ${report.plays} plays`;
  if (report.breaks.length === 0) return { lines: [`${scope}, chains intact.`], ok: true };
  return {
    lines: [
      ...report.breaks.map(
        (problem) =>
          // A Principal zone's chain is the establishment's from before zones: named as then.
          `BROKEN establishment ${problem.establishmentId}${problem.zoneId === problem.establishmentId ? "" : ` zone ${problem.zoneId}`} at seq ${problem.seq}: ${problem.problem}`,
      ),
      `${scope} checked; ${report.breaks.length} broken chain${report.breaks.length === 1 ? "" : "s"}.`,
    ],
    ok: false,
  };
}

/** The PEM text of TSA_CA_FILE, read and parsed once, before any token is checked. */
function readTrustedCertificates(file: string): string {
  try {
    const pem = fs.readFileSync(file, "utf8");
    readPemCertificates(pem);
    return pem;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new TrustedCertificatesError(`TSA_CA_FILE (${file}): ${why}`, { cause: error });
  }
}

/**
 * The RFC 3161 verifier as the play log's hook: a stored token must be granted, for the
 * seal's digest, signed by the certificate it carries and, with `trustedCertificates`,
 * issued under one of them. Answers the check that failed, or the time it vouches for.
 */
export function timeStampCheck(trustedCertificates?: string): TimeStampCheck {
  return async ({ digest, response }) => {
    try {
      return {
        genTime: verifyTimestampResponse({ response, digest, trustedCertificates }).genTime,
      };
    } catch (error) {
      if (error instanceof TimestampError) return { problem: error.message };
      throw error;
    }
  };
}

/**
 * `verify-play-log [--establishment ID]`: walks the chains, holds them and their anchors
 * against their seals (decision 033: against PLAY_LOG_RETENTION_YEARS), checks each seal's
 * stored RFC 3161 token (decision 016; against TSA_CA_FILE when set) and its time, and
 * reports the first break of each chain and every time stamp that does not hold or is
 * missing.
 */
export async function verifyPlayLogCommand(
  deps: Pick<InfraDeps, "database" | "env">,
  args: z.output<typeof verifyPlayLogArgsSchema>,
  progress: (line: string) => void,
): Promise<{ lines: string[]; ok: boolean }> {
  const caFile = deps.env.TSA_CA_FILE;
  const checkTimeStamp = timeStampCheck(caFile ? readTrustedCertificates(caFile) : undefined);
  progress(
    args.establishment
      ? `Verifying the play log of establishment ${args.establishment}…`
      : "Verifying the play log of every establishment…",
  );
  const report = await verifyPlayLog({
    db: deps.database.db,
    establishmentId: args.establishment,
    retentionYears: deps.env.PLAY_LOG_RETENTION_YEARS,
    progress,
    checkTimeStamp,
  });
  return describePlayLogReport(report);
}
