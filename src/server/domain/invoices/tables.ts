import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BillingInterval } from "~/shared/plans/plan";
import { idColumn, timestampTzMs } from "../columns";

export type InvoiceKind = "ordinary" | "corrective";

/** What an invoice says, frozen when it is issued; amounts in integer cents. */
export interface InvoiceFacts {
  provider: { legalName: string; taxId: string; address: string };
  customer: { name: string; taxId: string; address: string };
  concept: {
    text: string;
    planName: string;
    interval: BillingInterval;
    periodStart: string;
    periodEnd: string;
    zones: number;
  };
  /**
   * What is charged, as RD 1619/2012 art. 6.1.f asks: how many zones at what unit price
   * without tax (cents, possibly fractional for a prorated zone). Invoices issued before it
   * have none: their zones at the base's share are the same line.
   */
  line?: { quantity: number; unitCents: number };
  amounts: {
    baseCents: number;
    ivaRatePercent: number;
    ivaCents: number;
    totalCents: number;
    currency: "eur";
  };
}

/**
 * The last number of each series ("F2026", "R2026"). Incremented in the issuing
 * transaction, so a rollback gives the number back: a sequence would leave a gap, and
 * Spanish invoice series must have none.
 */
export const invoiceSeries = pgTable("invoice_series", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** The end of the one chain every invoice record joins; its row lock orders the issuing. */
export const invoiceChainHead = pgTable("invoice_chain_head", {
  id: idColumn(),
  seq: integer("seq").notNull(),
  hash: text("hash").notNull(),
});

/**
 * An issued invoice ("factura") or corrective invoice ("factura rectificativa"). Never
 * updated nor deleted (a trigger refuses both): a mistake is corrected by a new record.
 * No foreign key to the user: invoices are kept for the tax years after an account goes.
 */
export const invoice = pgTable(
  "invoice",
  {
    id: idColumn(),
    /** The position in the chain, from 1. */
    chainSeq: integer("chain_seq").notNull().unique(),
    series: text("series").notNull(),
    number: integer("number").notNull(),
    issuedAt: timestampTzMs("issued_at").notNull(),
    userId: text("user_id").notNull(),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    correctsId: text("corrects_id").references((): AnyPgColumn => invoice.id),
    facts: jsonb("facts").$type<InvoiceFacts>().notNull(),
    /** The payment it follows ("local:cs_…", "stripe:in_…"): one invoice per payment. */
    paymentRef: text("payment_ref").notNull().unique(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    uniqueIndex("invoice_series_number_idx").on(table.series, table.number),
    index("invoice_user_id_idx").on(table.userId, table.issuedAt),
  ],
);

export type InvoiceRow = typeof invoice.$inferSelect;
