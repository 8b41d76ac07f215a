import { desc, eq } from "drizzle-orm";
import type { CertificateSummary } from "~/shared/certificates/schema";
import type { Database } from "../../domain/database";
import { certificate } from "../../domain/certificates/tables";
import { certificateStatus } from "./certificate-status";
import { certificateTimeZone } from "./certificate-time-zone";
import { certificatesWithEstablishment } from "./certificates-with-establishment";
import { holderAccess } from "./holder-access";
import { toCertificateSummary } from "./to-certificate-summary";

/** One user's certificates, newest first, with their status now. */
export async function listCertificates(options: {
  db: Database;
  userId: string;
}): Promise<CertificateSummary[]> {
  const now = new Date();
  const rows = await certificatesWithEstablishment(options.db)
    .where(eq(certificate.userId, options.userId))
    .orderBy(desc(certificate.issuedAt), desc(certificate.number));
  if (rows.length === 0) return [];
  const access = await holderAccess({ db: options.db, userId: options.userId, now });
  return rows.map((row) => {
    const status = certificateStatus(row.certificate, {
      holderHasAccess: access.kind === "period",
      archivedAt: row.archivedAt,
      now,
    });
    return toCertificateSummary(row.certificate, {
      status,
      timeZone: certificateTimeZone(row.certificate, row.establishmentTimeZone),
      archivedAt: status === "archived" ? row.archivedAt : null,
    });
  });
}
