import { eq } from "drizzle-orm";
import { certificatesCopy } from "~/shared/copy/certificates";
import { certificateCodeSchema } from "~/shared/schemas/certificates";
import type { Database } from "../../db/client";
import { certificate, establishment, type CertificateRow } from "../../db/schema";
import { AppError } from "../../http/app-error";

/**
 * The certificate a public code names, with its establishment's time zone. A malformed code
 * is as unknown as a wrong one: 404 either way, so the answer says nothing about the format.
 */
export async function findCertificateByCode(options: {
  db: Database;
  code: string;
}): Promise<{ certificate: CertificateRow; timeZone: string }> {
  const parsed = certificateCodeSchema.safeParse(options.code);
  const [found] = parsed.success
    ? await options.db
        .select({ certificate, timeZone: establishment.timeZone })
        .from(certificate)
        .innerJoin(establishment, eq(establishment.id, certificate.establishmentId))
        .where(eq(certificate.code, parsed.data))
        .limit(1)
    : [];
  if (!found) throw new AppError("NOT_FOUND", certificatesCopy.errors.notFound);
  return found;
}
