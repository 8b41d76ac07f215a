import type { CertificateRow } from "../../domain/certificates/tables";

/**
 * The zone a certificate's dates and times are read in: the one frozen at issue, so moving
 * the establishment to another zone changes no answer. Certificates issued before the zone
 * was frozen fall back to the establishment's present one.
 */
export const certificateTimeZone = (
  row: Pick<CertificateRow, "facts">,
  establishmentTimeZone: string,
): string => row.facts.timeZone ?? establishmentTimeZone;

/**
 * When the establishment was removed (dado de baja), if that was before the certificate's
 * period ended: from then on the certificate covers nothing. Removed later, the certificate
 * simply ran its course.
 */
export const archivedDuringCover = (
  row: Pick<CertificateRow, "validUntil">,
  archivedAt: Date | null,
): Date | null => (archivedAt && archivedAt < row.validUntil ? archivedAt : null);
