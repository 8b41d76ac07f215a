import type { CertificateStatus } from "~/shared/schemas/certificates";
import type { CertificateRow } from "../../db/schema";

/**
 * Revoked when an admin said so; expired once its period is over, or sooner when the
 * holder's access ended early (a subscription ended before its period, an unpaid renewal):
 * the licence lasts only while the holder subscribes. Otherwise valid.
 */
export function certificateStatus(
  row: Pick<CertificateRow, "validUntil" | "revokedAt">,
  options: { holderHasAccess: boolean; now: Date },
): CertificateStatus {
  if (row.revokedAt) return "revoked";
  if (options.now > row.validUntil || !options.holderHasAccess) return "expired";
  return "valid";
}
