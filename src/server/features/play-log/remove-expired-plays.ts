import { and, asc, eq, gte, inArray, lte, min, sql } from "drizzle-orm";
import { retentionCutoff } from "~/shared/play-log/retention";
import type { Database } from "../../domain/database";
import { playLog, playLogAnchor, playLogHead, playLogSeal } from "../../domain/play-log/tables";
import type { JobQueue } from "../../infra/jobs/job-queue";
import { headSealsSince } from "./anchor-rule";
import { insertStampedSeals } from "./seal-play-logs";

/** Rows removed per transaction: short enough that the player's appends barely wait. */
const CHUNK_SIZE = 5000;

export interface RetentionReport {
  cutoff: Date;
  establishments: number;
  removed: number;
}

interface Chain {
  establishmentId: string;
  zoneId: string;
}

/**
 * Removes plays the server received before the retention period, oldest first
 * (decision 033).
 *
 * A chain may only lose its beginning: removing a row in the middle would break it. So per
 * chain (a zone's, decision 023) retention moves its anchor to the end of the run of rows
 * received before the cutoff — a play received since waits, however long ago it started,
 * and so do the rows after it — and never past the first head seal made since the cutoff:
 * that seal says the rows after it arrived within the period (anchor-rule.ts). The anchor
 * and its retention seal (time-stamped where an authority is configured: `jobs`) are
 * written in one transaction, the seal first, as the anchor's trigger wants it; then the
 * rows at or before the anchor go in chunks, each its own transaction. A run stopped
 * between chunks leaves rows at or before the anchor, which verification skips and the
 * next run removes.
 *
 * `signal`: stop between chunks (the job is retried); the report says how far it got.
 */
export async function removeExpiredPlays(options: {
  db: Database;
  retentionYears: number;
  now?: Date;
  chunkSize?: number;
  signal?: AbortSignal;
  jobs?: JobQueue;
}): Promise<RetentionReport> {
  const { db } = options;
  const now = options.now ?? new Date();
  const cutoff = retentionCutoff(now, options.retentionYears);
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  // Per chain, one probe of its primary key: its first row, due when received before the
  // cutoff. Rows arrive in seq order, so no later row can be due when the first is not.
  const due = await db
    .select({ establishmentId: playLogHead.establishmentId, zoneId: playLogHead.zoneId })
    .from(playLogHead)
    .where(
      sql`(select ${playLog.receivedAt} from ${playLog} where ${playLog.zoneId} = ${playLogHead.zoneId} order by ${playLog.seq} limit 1) < ${cutoff}`,
    );

  const report: RetentionReport = { cutoff, establishments: 0, removed: 0 };
  const establishments = new Set<string>();
  for (const chain of due) {
    options.signal?.throwIfAborted();
    const through = await moveAnchor(db, chain, { cutoff, now, jobs: options.jobs });
    if (through === null) continue;
    let removedHere = 0;
    for (let more = true; more;) {
      options.signal?.throwIfAborted();
      const removed = await removeChunk(db, chain.zoneId, through, chunkSize);
      removedHere += removed;
      more = removed === chunkSize;
    }
    report.removed += removedHere;
    if (removedHere > 0) establishments.add(chain.establishmentId);
  }
  report.establishments = establishments.size;
  return report;
}

/**
 * Moves a chain's anchor as far as retention may, sealing it: answers the seq up to which
 * rows may go (the anchor's), or null when the chain has no anchor and none is due.
 */
async function moveAnchor(
  db: Database,
  { establishmentId, zoneId }: Chain,
  { cutoff, now, jobs }: { cutoff: Date; now: Date; jobs?: JobQueue },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // The head locked first, as appends lock it: no row arrives while the run is measured.
    const [head] = await tx
      .select({ seq: playLogHead.seq })
      .from(playLogHead)
      .where(eq(playLogHead.zoneId, zoneId))
      .for("update");
    const [[anchor], [firstKept], [sealedSince]] = await Promise.all([
      tx
        .select({ seq: playLogAnchor.seq })
        .from(playLogAnchor)
        .where(eq(playLogAnchor.zoneId, zoneId)),
      tx
        .select({ seq: playLog.seq })
        .from(playLog)
        .where(and(eq(playLog.zoneId, zoneId), gte(playLog.receivedAt, cutoff)))
        .orderBy(asc(playLog.seq))
        .limit(1),
      tx
        .select({ seq: min(playLogSeal.seq) })
        .from(playLogSeal)
        .where(headSealsSince(zoneId, cutoff)),
    ]);
    const from = anchor?.seq ?? null;
    const through = Math.min(
      firstKept ? firstKept.seq - 1 : (head?.seq ?? 0),
      sealedSince?.seq ?? Number.POSITIVE_INFINITY,
    );
    if (through <= (from ?? 0)) return from;
    const [last] = await tx
      .select({ hash: playLog.hash })
      .from(playLog)
      .where(and(eq(playLog.zoneId, zoneId), eq(playLog.seq, through)));
    if (!last) return from;

    const sealed = { establishmentId, zoneId, seq: through, hash: last.hash };
    await insertStampedSeals(tx, [{ ...sealed, reason: "retention", sealedAt: now }], jobs);
    await tx
      .insert(playLogAnchor)
      .values({ ...sealed, removedBefore: cutoff, createdAt: now })
      .onConflictDoUpdate({
        target: playLogAnchor.zoneId,
        set: { seq: through, hash: last.hash, removedBefore: cutoff, createdAt: now },
      });
    return through;
  });
}

/** Deletes up to `limit` of a chain's rows at or before its anchor, oldest first. */
async function removeChunk(db: Database, zoneId: string, through: number, limit: number) {
  const oldest = db
    .select({ seq: playLog.seq })
    .from(playLog)
    .where(and(eq(playLog.zoneId, zoneId), lte(playLog.seq, through)))
    .orderBy(asc(playLog.seq))
    .limit(limit);
  const removed = await db
    .delete(playLog)
    .where(and(eq(playLog.zoneId, zoneId), inArray(playLog.seq, oldest)))
    .returning({ seq: playLog.seq });
  return removed.length;
}
