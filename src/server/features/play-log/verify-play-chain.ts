import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLog, playLogSeal, type PlayLogSealRow } from "../../domain/play-log/tables";
import { anchorCutoff, anchorProblem, type RetentionClock } from "./anchor-rule";
import { chainEnds } from "./chain-ends";
import { GENESIS_HASH, hashMatches } from "./play-chain";
import { sealName } from "./seal-text";

/** The first place where a zone's chain does not hold. */
export interface ChainBreak {
  establishmentId: string;
  zoneId: string;
  /** The row (or, for the head, the seq it names) where it breaks. */
  seq: number;
  problem: string;
}

export interface ChainReport {
  establishmentId: string;
  zoneId: string;
  plays: number;
  break: ChainBreak | null;
}

/** Rows read at a time: a chain of millions is walked in constant memory. */
const PAGE_SIZE = 2000;

/**
 * Walks one zone's chain (by default its establishment's Principal zone, whose id is the
 * establishment's) in seq order, from its anchor when retention has
 * removed its start (else from seq 1 and the genesis hash): every seq follows the last,
 * every prevHash is the previous row's hash, every hash matches its row, and the head
 * names the last row. Then against its seals (decision 016): each row a seal names has the
 * seal's hash, so a chain rewritten consistently after it was sealed is found, and the
 * head is not behind the latest seal, so a cut tail with its head moved back is found.
 * The anchor itself must be one retention could have written (decision 033: sealed, and
 * no head seal below it made within the retention period, as of `now`). Rows at or
 * before the anchor that retention has not deleted yet are not walked. Stops at the first
 * break.
 */
export async function verifyPlayChain(
  options: RetentionClock & {
    db: Database;
    establishmentId: string;
    zoneId?: string;
    /** Told after each page, with the plays checked so far. */
    onProgress?: (plays: number) => void;
    pageSize?: number;
  },
): Promise<ChainReport> {
  const { db, establishmentId } = options;
  const zoneId = options.zoneId ?? establishmentId;
  const [{ anchor, head }, seals] = await Promise.all([
    chainEnds(db, zoneId),
    // One a day for the retention period: a few thousand short rows at most.
    db
      .select()
      .from(playLogSeal)
      .where(eq(playLogSeal.zoneId, zoneId))
      .orderBy(asc(playLogSeal.seq), asc(playLogSeal.sealedAt)),
  ]);
  const sealsAt = new Map<number, PlayLogSealRow[]>();
  for (const seal of seals) sealsAt.set(seal.seq, [...(sealsAt.get(seal.seq) ?? []), seal]);
  const anchorBreak = (problem: string): ChainReport => ({
    establishmentId,
    zoneId,
    plays: 0,
    break: { establishmentId, zoneId, seq: anchor?.seq ?? 0, problem },
  });
  if (anchor) {
    for (const seal of sealsAt.get(anchor.seq) ?? [])
      if (seal.hash !== anchor.hash)
        return anchorBreak(
          `the anchor's hash is not the one ${sealName(seal)} recorded for row ${seal.seq}`,
        );
    const problem = anchorProblem(anchor, seals, anchorCutoff(options));
    if (problem) return anchorBreak(problem);
  }
  let expectedSeq = anchor ? anchor.seq + 1 : 1;
  let expectedPrev = anchor ? anchor.hash : GENESIS_HASH;
  let plays = 0;
  const broken = (seq: number, problem: string): ChainReport => ({
    establishmentId,
    zoneId,
    plays,
    break: { establishmentId, zoneId, seq, problem },
  });

  for (let after = anchor ? anchor.seq : -1; ;) {
    const rows = await db
      .select()
      .from(playLog)
      .where(and(eq(playLog.zoneId, zoneId), gt(playLog.seq, after)))
      .orderBy(asc(playLog.seq))
      .limit(options.pageSize ?? PAGE_SIZE);
    for (const row of rows) {
      if (row.seq !== expectedSeq)
        return broken(
          expectedSeq,
          row.seq > expectedSeq
            ? `row ${expectedSeq} is missing (the next row is ${row.seq})`
            : `row ${row.seq} comes before the chain's start (${expectedSeq})`,
        );
      if (row.prevHash !== expectedPrev)
        return broken(row.seq, "its prevHash is not the previous row's hash");
      if (!hashMatches(row))
        return broken(row.seq, "its hash does not match its contents (the row was altered)");
      const differing = sealsAt.get(row.seq)?.find((seal) => seal.hash !== row.hash);
      if (differing)
        return broken(
          row.seq,
          `its hash is not the one ${sealName(differing)} recorded (the chain was rewritten after it was sealed)`,
        );
      plays += 1;
      expectedSeq = row.seq + 1;
      expectedPrev = row.hash;
    }
    if (rows.length > 0) options.onProgress?.(plays);
    const last = rows.at(-1);
    if (!last || rows.length < (options.pageSize ?? PAGE_SIZE)) break;
    after = last.seq;
  }

  const lastSeq = expectedSeq - 1;
  const latest = seals.at(-1);
  if (!head) {
    if (plays > 0 || anchor) return broken(lastSeq, "the chain has rows but no head");
    if (latest && latest.seq > 0)
      return broken(
        latest.seq,
        `the chain has no rows and no head, but ${sealName(latest)} recorded row ${latest.seq} (rows and head removed)`,
      );
    return { establishmentId, zoneId, plays, break: null };
  }
  if (head.seq !== lastSeq)
    return broken(
      head.seq,
      head.seq > lastSeq
        ? `the head names row ${head.seq}, but the chain ends at ${lastSeq} (rows removed from its end)`
        : `the chain goes on past its head (${head.seq}) to row ${lastSeq}`,
    );
  if (head.hash !== expectedPrev)
    return broken(head.seq, "the head's hash is not the last row's hash");
  if (latest && latest.seq > head.seq)
    return broken(
      latest.seq,
      `the chain ends at row ${head.seq}, but ${sealName(latest)} recorded row ${latest.seq} (rows cut from its end and the head moved back)`,
    );
  return { establishmentId, zoneId, plays, break: null };
}
