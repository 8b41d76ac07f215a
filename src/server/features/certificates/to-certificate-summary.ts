import type { CertificateStatus, CertificateSummary } from "~/shared/certificates/schema";
import type { CertificateRow } from "../../domain/certificates/tables";

/** A certificate as its owner and the admins see it listed. */
export function toCertificateSummary(
  row: CertificateRow,
  now: { status: CertificateStatus; timeZone: string; archivedAt: Date | null },
): CertificateSummary {
  return {
    id: row.id,
    code: row.code,
    number: row.number,
    establishmentId: row.establishmentId,
    tradingName: row.facts.establishment.tradingName,
    status: now.status,
    timeZone: now.timeZone,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    archivedAt: now.archivedAt?.toISOString() ?? null,
  };
}
