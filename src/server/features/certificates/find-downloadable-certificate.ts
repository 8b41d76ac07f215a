import { and, eq } from "drizzle-orm";
import { certificatesCopy } from "~/shared/copy/certificates";
import { retentionCutoff } from "~/shared/play-log/retention";
import type { Database } from "../../domain/database";
import { certificate, type CertificateRow } from "../../domain/certificates/tables";
import { establishment } from "../../domain/establishments/tables";
import { AppError } from "../../domain/app-error";

const errors = certificatesCopy.errors;

/**
 * A certificate its owner already has, to download again, with its establishment's time
 * zone. No access is needed: a subscription that ended leaves the proof of the months it
 * paid for, until the retention period has passed since the certificate's period ended
 * (the plays behind it are gone by then). An archived establishment's certificates stay
 * too. A revoked one is refused: it no longer proves anything. Another user's is "not
 * found", so its existence never leaks.
 */
export async function findDownloadableCertificate(options: {
  db: Database;
  userId: string;
  certificateId: string;
  retentionYears: number;
  now?: Date;
}): Promise<{ certificate: CertificateRow; timeZone: string }> {
  const [found] = await options.db
    .select({ certificate, timeZone: establishment.timeZone })
    .from(certificate)
    .innerJoin(establishment, eq(establishment.id, certificate.establishmentId))
    .where(and(eq(certificate.id, options.certificateId), eq(certificate.userId, options.userId)))
    .limit(1);
  if (!found) throw new AppError("NOT_FOUND", errors.certificateNotFound);
  if (found.certificate.revokedAt) throw new AppError("CONFLICT", errors.revokedDownload);
  const cutoff = retentionCutoff(options.now ?? new Date(), options.retentionYears);
  if (found.certificate.validUntil <= cutoff)
    throw new AppError("CONFLICT", errors.pastRetention(options.retentionYears));
  return found;
}
