import { eq } from "drizzle-orm";
import { certificatesCopy } from "~/shared/copy/certificates";
import { certificateCodeSchema } from "~/shared/certificates/schema";
import type { Database } from "../../domain/database";
import { certificate, type CertificateRow } from "../../domain/certificates/tables";
import { AppError } from "../../domain/app-error";
import { certificateTimeZone } from "./certificate-time-zone";
import { certificatesWithEstablishment } from "./certificates-with-establishment";

export interface FoundCertificate {
  certificate: CertificateRow;
  /** The zone it was issued with (certificate-time-zone.ts). */
  timeZone: string;
  /** When its establishment was removed, if it was. */
  archivedAt: Date | null;
}

/**
 * The certificate a public code names. A malformed code is as unknown as a wrong one: 404
 * either way, so the answer says nothing about the format.
 */
export async function findCertificateByCode(options: {
  db: Database;
  code: string;
}): Promise<FoundCertificate> {
  const parsed = certificateCodeSchema.safeParse(options.code);
  const [found] = parsed.success
    ? await certificatesWithEstablishment(options.db)
        .where(eq(certificate.code, parsed.data))
        .limit(1)
    : [];
  if (!found) throw new AppError("NOT_FOUND", certificatesCopy.errors.notFound);
  return {
    certificate: found.certificate,
    timeZone: certificateTimeZone(found.certificate, found.establishmentTimeZone),
    archivedAt: found.archivedAt,
  };
}
