import { asc, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invoice } from "../../db/schema";
import { GENESIS_HASH, invoiceHash } from "./invoice-chain";

export type InvoiceChainCheck =
  | { ok: true; records: number }
  | {
      ok: false;
      records: number;
      /** The first record that does not hold, and why. */
      brokenAt: { chainSeq: number; id: string; reason: "hash" | "link" | "sequence" | "number" };
    };

const BATCH = 500;

/**
 * Walks every invoice record in chain order: each must follow the one before (seq and
 * previous hash), match its own hash, and take the next number of its series.
 */
export async function verifyInvoiceChain(db: Database): Promise<InvoiceChainCheck> {
  let previous = { seq: 0, hash: GENESIS_HASH };
  const lastNumbers = new Map<string, number>();
  let records = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(invoice)
      .where(gt(invoice.chainSeq, previous.seq))
      .orderBy(asc(invoice.chainSeq))
      .limit(BATCH);
    for (const row of rows) {
      const { hash, ...facts } = row;
      const fail = (reason: "hash" | "link" | "sequence" | "number") => ({
        ok: false as const,
        records,
        brokenAt: { chainSeq: row.chainSeq, id: row.id, reason },
      });
      if (row.chainSeq !== previous.seq + 1) return fail("sequence");
      if (row.prevHash !== previous.hash) return fail("link");
      if (invoiceHash(facts) !== hash) return fail("hash");
      if (row.number !== (lastNumbers.get(row.series) ?? 0) + 1) return fail("number");
      lastNumbers.set(row.series, row.number);
      previous = { seq: row.chainSeq, hash };
      records++;
    }
    if (rows.length < BATCH) return { ok: true, records };
  }
}
