import type { CertificateStatus, CertificateSummary } from "~/shared/schemas/certificates";
import type { CertificateRow } from "../../db/schema";

/** A certificate as its owner and the admins see it listed. */
export function toCertificateSummary(
  row: CertificateRow,
  status: CertificateStatus,
  timeZone: string,
): CertificateSummary {
  return {
    id: row.id,
    code: row.code,
    number: row.number,
    establishmentId: row.establishmentId,
    tradingName: row.facts.establishment.tradingName,
    status,
    timeZone,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  };
}
