import { boolean, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { InspectionFileStatus } from "~/shared/inspection-files/schema";
import { user, userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import {
  belongsTo,
  bytea,
  createdAtColumn,
  idColumn,
  refersTo,
  timestampTz,
  timestampTzMs,
} from "../columns";

/**
 * The owner's declaration that the service was the establishment's only source of music
 * over a period (decision 040), signed in the app: the words signed, who signed them and
 * when. Append-only: a later declaration is a new row.
 */
export const musicSourceDeclaration = pgTable(
  "music_source_declaration",
  {
    id: idColumn(),
    establishmentId: establishmentColumn(),
    userId: userColumn(),
    signerName: text("signer_name").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodUntil: date("period_until", { mode: "string" }).notNull(),
    /** The declaration exactly as it was shown and signed. */
    text: text("text").notNull(),
    signedAt: timestampTzMs("signed_at").notNull(),
  },
  (table) => [
    index("music_source_declaration_period_idx").on(table.establishmentId, table.periodUntil),
  ],
);

/**
 * "Expediente de inspección" (decision 040): asked for an establishment (some or all of
 * its zones) and a period, drawn by a job, stored, and sealed by the SHA-256 of the PDF
 * (and an RFC 3161 token over it where an authority is configured). Never deleted; the
 * hash, once written, never changes (a trigger).
 */
export const inspectionFile = pgTable(
  "inspection_file",
  {
    id: idColumn(),
    /** The public code of /verificar/<code>: "EXP" and 100 random bits. */
    code: text("code").notNull().unique(),
    establishmentId: establishmentColumn(),
    /** Who asked: the owner or a manager of the establishment; kept if they leave. */
    requestedBy: refersTo("requested_by", () => user.id),
    /** The zones it covers, as the request resolved them. */
    zoneIds: jsonb("zone_ids").$type<string[]>().notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodUntil: date("period_until", { mode: "string" }).notNull(),
    /** The days whose plays are listed one by one; null: every day of the period. */
    fullDays: jsonb("full_days").$type<string[] | null>(),
    declarationId: refersTo("declaration_id", () => musicSourceDeclaration.id),
    status: text("status").$type<InspectionFileStatus>().notNull(),
    /** 0–100 while it is drawn. */
    progress: integer("progress").notNull().default(0),
    objectKey: text("object_key"),
    sha256: text("sha256"),
    bytes: integer("bytes"),
    /** The moment printed on the file. */
    issuedAt: timestampTzMs("issued_at"),
    /** An authority was configured when the file was sealed: a token is due. */
    stampRequested: boolean("stamp_requested").notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("inspection_file_establishment_idx").on(table.establishmentId, table.createdAt),
  ],
);

/** The authority's token (RFC 3161 TimeStampResp, DER) over a file's SHA-256. */
export const inspectionFileTimestamp = pgTable("inspection_file_timestamp", {
  fileId: belongsTo("file_id", () => inspectionFile.id).primaryKey(),
  response: bytea("response").notNull(),
  genTime: timestampTz("gen_time").notNull(),
  serialNumber: text("serial_number").notNull(),
  createdAt: createdAtColumn(),
});

export type MusicSourceDeclarationRow = typeof musicSourceDeclaration.$inferSelect;
export type InspectionFileRow = typeof inspectionFile.$inferSelect;
