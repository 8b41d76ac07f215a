import type { CertificateStatus } from "~/shared/certificates/schema";
import type { CertificateRow } from "../../domain/certificates/tables";
import { archivedDuringCover } from "./certificate-time-zone";

/**
 * Revoked when an admin said so; archived once its establishment was removed during the
 * period; expired once its period is over, or sooner when the holder's access ended early
 * (a subscription ended before its period, an unpaid renewal): the licence lasts only while
 * the holder subscribes. Otherwise valid.
 */
export function certificateStatus(
  row: Pick<CertificateRow, "validUntil" | "revokedAt">,
  options: { holderHasAccess: boolean; archivedAt: Date | null; now: Date },
): CertificateStatus {
  if (row.revokedAt) return "revoked";
  const archivedAt = archivedDuringCover(row, options.archivedAt);
  if (archivedAt && archivedAt <= options.now) return "archived";
  if (options.now > row.validUntil || !options.holderHasAccess) return "expired";
  return "valid";
}
