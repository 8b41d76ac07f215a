import { desc, eq } from "drizzle-orm";
import type { CertificateSummary } from "~/shared/schemas/certificates";
import type { Database } from "../../db/client";
import { certificate, establishment } from "../../db/schema";
import { certificateStatus } from "./certificate-status";
import { holderAccess } from "./holder-access";
import { toCertificateSummary } from "./to-certificate-summary";

/** One user's certificates, newest first, with their status now. */
export async function listCertificates(options: {
  db: Database;
  userId: string;
}): Promise<CertificateSummary[]> {
  const now = new Date();
  const rows = await options.db
    .select({ certificate, timeZone: establishment.timeZone })
    .from(certificate)
    .innerJoin(establishment, eq(establishment.id, certificate.establishmentId))
    .where(eq(certificate.userId, options.userId))
    .orderBy(desc(certificate.issuedAt), desc(certificate.number));
  if (rows.length === 0) return [];
  const access = await holderAccess({ db: options.db, userId: options.userId, now });
  return rows.map((row) =>
    toCertificateSummary(
      row.certificate,
      certificateStatus(row.certificate, { holderHasAccess: access.kind === "period", now }),
      row.timeZone,
    ),
  );
}
