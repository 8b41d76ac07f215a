import type { CertificateVerification } from "~/shared/certificates/schema";
import type { Database } from "../../domain/database";
import { certificateStatus } from "./certificate-status";
import { findCertificateByCode } from "./find-certificate-by-code";
import { holderAccess } from "./holder-access";
import type { CheckPlayLog } from "./play-log-check";

/**
 * What anyone holding the code may know: status, establishment name and city, validity and
 * provider. Not the street address, not the customer's tax id.
 */
export async function verifyCertificate(options: {
  db: Database;
  code: string;
  checkPlayLog: CheckPlayLog;
}): Promise<CertificateVerification> {
  const now = new Date();
  const { certificate, timeZone, archivedAt } = await findCertificateByCode(options);
  const playLog = await options.checkPlayLog({ establishmentId: certificate.establishmentId });
  const access = await holderAccess({ db: options.db, userId: certificate.userId, now });
  const { facts } = certificate;
  const status = certificateStatus(certificate, {
    holderHasAccess: access.kind === "period",
    archivedAt,
    now,
  });
  return {
    code: certificate.code,
    number: certificate.number,
    status,
    tradingName: facts.establishment.tradingName,
    city: facts.establishment.city,
    timeZone,
    validFrom: certificate.validFrom.toISOString(),
    validUntil: certificate.validUntil.toISOString(),
    issuedAt: certificate.issuedAt.toISOString(),
    provider: { legalName: facts.provider.legalName, taxId: facts.provider.taxId },
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    archivedAt: status === "archived" ? (archivedAt?.toISOString() ?? null) : null,
    playLog,
  };
}
