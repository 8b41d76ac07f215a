import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { certificate } from "../../domain/certificates/tables";
import { establishment } from "../../domain/establishments/tables";

/**
 * Certificates with what their establishment adds to them: its clock (certificate-time-zone.ts)
 * and when it was removed, if it was. The caller says which certificates.
 */
export const certificatesWithEstablishment = (db: Database) =>
  db
    .select({
      certificate,
      establishmentTimeZone: establishment.timeZone,
      archivedAt: establishment.archivedAt,
    })
    .from(certificate)
    .innerJoin(establishment, eq(establishment.id, certificate.establishmentId));
