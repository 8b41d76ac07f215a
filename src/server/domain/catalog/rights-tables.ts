import { date, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { CollectingSociety } from "~/shared/catalog/song-rights";
import { createdAtColumn, idColumn, timestampTz, timestamps } from "../columns";
import { song } from "./tables";

/**
 * A licence the catalogue was acquired under (decision 039): one licensor and one signed
 * document for many songs, so a catalogue of thousands is licensed, and expires, together.
 */
export const licenceContract = pgTable(
  "licence_contract",
  {
    id: idColumn(),
    reference: text("reference").notNull(),
    licensor: text("licensor").notNull(),
    signedOn: date("signed_on", { mode: "string" }).notNull(),
    /** ISO country codes, or EU or WORLD. */
    territories: jsonb("territories").$type<string[]>().notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    /** The last day the licence covers, in Spain; null: it does not end. */
    validUntil: date("valid_until", { mode: "string" }),
    /** The signed PDF in storage; a contract without it licenses nothing yet. */
    documentKey: text("document_key"),
    /** When the admins were told the licence ends in 30 days: told once. */
    expiryNoticeSentAt: timestampTz("expiry_notice_sent_at"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("licence_contract_reference_idx").on(table.reference),
    index("licence_contract_valid_until_idx").on(table.validUntil),
  ],
);

/** A song's own rights: who wrote, performed and owns it, and under which contract. */
export const songRights = pgTable(
  "song_rights",
  {
    songId: text("song_id")
      .primaryKey()
      .references(() => song.id, { onDelete: "cascade" }),
    authors: jsonb("authors").$type<string[]>().notNull(),
    performer: text("performer").notNull(),
    masterOwner: text("master_owner").notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => licenceContract.id, { onDelete: "restrict" }),
    /** The societies that manage the work or recording; empty: none. */
    managedBy: jsonb("managed_by").$type<CollectingSociety[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [index("song_rights_contract_id_idx").on(table.contractId)],
);

export type LicenceContractRow = typeof licenceContract.$inferSelect;
export type SongRightsRow = typeof songRights.$inferSelect;
