import { index, jsonb, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { playLogSeal } from "../play-log/tables";

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
    id: text("id").primaryKey(),
    /** The public code of the verification URL (100 random bits). */
    code: text("code").notNull().unique(),
    /** The number printed on it, "SON-2026-000042". */
    number: text("number").notNull().unique(),
    establishmentId: establishmentColumn(),
    userId: userColumn(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    facts: jsonb("facts").$type<CertificateFacts>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by"),
    /** The play log's seal written at issue and printed on the PDF (null: issued before seals). */
    sealId: text("seal_id").references(() => playLogSeal.id, { onDelete: "set null" }),
  },
  (table) => [index("certificate_establishment_idx").on(table.establishmentId, table.validUntil)],
);

export type CertificateRow = typeof certificate.$inferSelect;
