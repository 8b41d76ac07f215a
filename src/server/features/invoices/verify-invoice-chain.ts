import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { InvoiceChainBreak, InvoiceChainReport } from "~/shared/invoices/invoice-chain-check";
import { invoiceNumber } from "~/shared/invoices/invoice-amounts";
import type { Database } from "../../domain/database";
import { invoice, invoiceChainHead, invoiceSeries } from "../../domain/invoices/tables";
import { GENESIS_HASH, invoiceHash } from "./invoice-chain";

const BATCH = 1000;
/** Below every position (chain_seq is an integer column): a moved record may sit at 0 or less. */
const BEFORE_ALL = -2_147_483_648;
const CHAIN = "invoices";

const printed = (link: { series: string; number: number }) =>
  invoiceNumber(link.series, link.number);

interface Link {
  seq: number;
  hash: string;
  prevHash: string;
  series: string;
  number: number;
}

/** Every record's position, hashes and number, in chain order, a batch at a time. */
async function readLinks(db: Database): Promise<Link[]> {
  const links: Link[] = [];
  for (;;) {
    const rows = await db
      .select({
        seq: invoice.chainSeq,
        hash: invoice.hash,
        prevHash: invoice.prevHash,
        series: invoice.series,
        number: invoice.number,
      })
      .from(invoice)
      .where(gt(invoice.chainSeq, links.at(-1)?.seq ?? BEFORE_ALL))
      .orderBy(asc(invoice.chainSeq))
      .limit(BATCH);
    links.push(...rows);
    if (rows.length < BATCH) return links;
  }
}

/**
 * Where each record was issued, from its own links: one after the record its previous hash
 * names, back to the first (after the genesis hash) — or, past a record that is gone or was
 * rewritten, where it stands now. A record moved elsewhere is then told by its position.
 */
function issuedPositions(links: Link[]) {
  const byHash = new Map(links.map((link) => [link.hash, link]));
  const placed = new Map<string, number>();
  return (start: Link): number => {
    // Back along the previous hashes to a record already placed, the first one, or a gap.
    const path: Link[] = [];
    let at: Link | undefined = start;
    let base = 0;
    while (at) {
      const known = placed.get(at.hash);
      if (known !== undefined) {
        base = known;
        break;
      }
      path.push(at);
      if (at.prevHash === GENESIS_HASH) break;
      const before = byHash.get(at.prevHash);
      // Past a gap (or round a loop of forged links) the record stays where it stands.
      if (!before || path.length > links.length) {
        base = at.seq - 1;
        break;
      }
      at = before;
    }
    for (const link of path.reverse()) placed.set(link.hash, ++base);
    return placed.get(start.hash) ?? start.seq;
  };
}

/**
 * Numbers missing from a series (its counter says how far it went): each joins the deletion
 * between the records around it, or is a deletion of its own where the chain was re-linked
 * over it.
 */
function missingNumbers(
  links: Link[],
  counters: Map<string, number>,
  deletions: Extract<InvoiceChainBreak, { kind: "deleted" }>[],
) {
  const bySeries = new Map<string, Map<number, number>>();
  for (const link of links) {
    const numbers = bySeries.get(link.series) ?? new Map<number, number>();
    numbers.set(link.number, link.seq);
    bySeries.set(link.series, numbers);
  }
  for (const series of counters.keys()) if (!bySeries.has(series)) bySeries.set(series, new Map());
  for (const [series, numbers] of bySeries) {
    let highest = counters.get(series) ?? 0;
    for (const number of numbers.keys()) highest = Math.max(highest, number);
    let before = 0;
    for (let number = 1; number <= highest; number++) {
      const seq = numbers.get(number);
      if (seq !== undefined) {
        before = seq;
        continue;
      }
      let next = Number.POSITIVE_INFINITY;
      for (let later = number + 1; later <= highest; later++) {
        const found = numbers.get(later);
        if (found !== undefined) {
          next = found;
          break;
        }
      }
      const gone = invoiceNumber(series, number);
      const deletion = deletions.find((entry) => entry.afterSeq >= before && entry.afterSeq < next);
      if (deletion) deletion.numbers.push(gone);
      else deletions.push({ kind: "deleted", afterSeq: before, missing: null, numbers: [gone] });
    }
  }
}

/**
 * Walks every invoice record in chain order and reports each break, once (decision 035):
 * positions with no record (a gap, or an end cut short of the chain's head) and numbers missing
 * from a series are "deleted"; a record whose hash holds at another position is "reordered";
 * one whose contents or previous hash are not what it was issued with is "altered". Every
 * record's links are read first, to tell a moved record from a changed one.
 */
export async function verifyInvoiceChain(db: Database): Promise<InvoiceChainReport> {
  // The head and the counters first: an invoice issued meanwhile only adds records after them.
  const [head] = await db.select().from(invoiceChainHead).where(eq(invoiceChainHead.id, CHAIN));
  const counters = new Map(
    (await db.select().from(invoiceSeries)).map((row) => [row.series, row.lastNumber]),
  );
  const links = await readLinks(db);
  const linkAt = new Map(links.map((link) => [link.seq, link]));
  const known = new Set(links.map((link) => link.hash));
  const issuedAt = issuedPositions(links);
  const deletions: Extract<InvoiceChainBreak, { kind: "deleted" }>[] = [];
  const bySeq = new Map<number, InvoiceChainBreak>();
  const altered = (link: Link) => {
    if (!bySeq.has(link.seq))
      bySeq.set(link.seq, { kind: "altered", seq: link.seq, number: printed(link) });
  };

  let previousSeq = 0;
  for (let start = 0; start < links.length; start += BATCH) {
    const from = links[start - 1]?.seq ?? BEFORE_ALL;
    const rows = await db
      .select()
      .from(invoice)
      .where(
        and(
          gt(invoice.chainSeq, from),
          lte(invoice.chainSeq, links[Math.min(start + BATCH, links.length) - 1]?.seq ?? from),
        ),
      )
      .orderBy(asc(invoice.chainSeq));
    for (const row of rows) {
      const { hash, ...facts } = row;
      const link: Link = {
        seq: row.chainSeq,
        hash,
        prevHash: row.prevHash,
        series: row.series,
        number: row.number,
      };
      if (row.chainSeq > previousSeq + 1)
        deletions.push({
          kind: "deleted",
          afterSeq: previousSeq,
          missing: row.chainSeq - previousSeq - 1,
          numbers: [],
        });
      previousSeq = Math.max(previousSeq, row.chainSeq);
      const intact = invoiceHash(facts) === hash;
      const before = row.chainSeq === 1 ? GENESIS_HASH : linkAt.get(row.chainSeq - 1)?.hash;
      if (row.prevHash === before) {
        if (!intact) altered(link);
        continue;
      }
      const origin = issuedAt(link);
      if (origin !== row.chainSeq) {
        if (invoiceHash({ ...facts, chainSeq: origin }) === hash)
          bySeq.set(row.chainSeq, {
            kind: "reordered",
            seq: row.chainSeq,
            number: printed(link),
            issuedAtSeq: origin,
          });
        else altered(link);
        continue;
      }
      // In its own position: the record before it was moved or is gone (each reported as
      // such), or was rewritten with a new hash — the one this record points back to.
      const previous = linkAt.get(row.chainSeq - 1);
      if (previous && row.prevHash !== GENESIS_HASH && !known.has(row.prevHash)) altered(previous);
      if (!intact) altered(link);
    }
  }

  // The head names the chain's last record: missing records at the end, or a last one
  // rewritten, show against it.
  if (head && head.seq > previousSeq)
    deletions.push({
      kind: "deleted",
      afterSeq: previousSeq,
      missing: head.seq - previousSeq,
      numbers: [],
    });
  const atHead = head ? linkAt.get(head.seq) : undefined;
  if (head && atHead && atHead.hash !== head.hash) altered(atHead);
  missingNumbers(links, counters, deletions);

  const positionOf = (entry: InvoiceChainBreak) =>
    entry.kind === "deleted" ? entry.afterSeq + 0.5 : entry.seq;
  const breaks = [...deletions, ...bySeq.values()].sort((a, b) => positionOf(a) - positionOf(b));
  return { ok: breaks.length === 0, records: links.length, breaks };
}
