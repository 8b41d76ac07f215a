import { and, eq, isNull } from "drizzle-orm";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { Database } from "../../domain/database";
import { certificate } from "../../domain/certificates/tables";
import { AppError } from "../../domain/app-error";

/**
 * An admin withdraws a certificate, saying why: its verification page says "revocado" from
 * then on. Once only — a second revocation would overwrite who did it and why.
 */
export async function revokeCertificate(options: {
  db: Database;
  certificateId: string;
  adminId: string;
  reason: string;
}): Promise<void> {
  const revoked = await options.db
    .update(certificate)
    .set({ revokedAt: new Date(), revokedReason: options.reason, revokedBy: options.adminId })
    .where(and(eq(certificate.id, options.certificateId), isNull(certificate.revokedAt)))
    .returning({ id: certificate.id });
  if (revoked.length > 0) return;
  const [exists] = await options.db
    .select({ id: certificate.id })
    .from(certificate)
    .where(eq(certificate.id, options.certificateId));
  if (!exists) throw new AppError("NOT_FOUND", certificatesCopy.errors.certificateNotFound);
  throw new AppError("CONFLICT", certificatesCopy.errors.alreadyRevoked);
}
