import { index, jsonb, pgSequence, pgTable, text } from "drizzle-orm/pg-core";
import { userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { playLogSeal } from "../play-log/tables";
import { idColumn, refersTo, timestampTz } from "../columns";

/** What a certificate says about the parties, frozen when it is issued. */
export interface CertificateFacts {
  customer: { legalName: string; taxId: string };
  establishment: {
    tradingName: string;
    address: string;
    postcode: string;
    city: string;
    province: string;
  };
  provider: { legalName: string; taxId: string; address: string };
  licenceStatement: string;
  /**
   * The establishment's IANA zone at issue: the certificate's dates and "¿Qué sonaba?" are
   * read in it for good, whatever the establishment's zone becomes. Certificates issued
   * before it was kept have none: their readers fall back to the establishment's zone.
   */
  timeZone?: string;
  /**
   * The establishment's live zones at issue, by name, in their order (decision 023).
   * Certificates issued before zones have none: the establishment was one stream.
   */
  zones?: string[];
}

/** Numbers certificates in the order they are issued. */
export const certificateNumber = pgSequence("certificate_number_seq");

/**
 * "Certificado de licencia de música ambiental": one per establishment and access period.
 * Never deleted, and changed only to be revoked (a trigger; decision 033).
 */
export const certificate = pgTable(
  "certificate",
  {
    id: idColumn(),
    /** The public code of the verification URL (100 random bits). */
    code: text("code").notNull().unique(),
    /** The number printed on it, "SON-2026-000042". */
    number: text("number").notNull().unique(),
    establishmentId: establishmentColumn(),
    userId: userColumn(),
    validFrom: timestampTz("valid_from").notNull(),
    validUntil: timestampTz("valid_until").notNull(),
    facts: jsonb("facts").$type<CertificateFacts>().notNull(),
    issuedAt: timestampTz("issued_at").notNull().defaultNow(),
    revokedAt: timestampTz("revoked_at"),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by"),
    /** The play log's seal written at issue and printed on the PDF (null: issued before seals). */
    sealId: refersTo("seal_id", () => playLogSeal.id),
  },
  (table) => [index("certificate_establishment_idx").on(table.establishmentId, table.validUntil)],
);

export type CertificateRow = typeof certificate.$inferSelect;
