import { and, asc, eq, lte, sql } from "drizzle-orm";
import { retentionCutoff } from "~/shared/play-log/retention";
import type { Database } from "../../db/client";
import { playLog, playLogAnchor, playLogHead } from "../../db/schema";

/** Rows removed per transaction: short enough that the player's appends barely wait. */
const CHUNK_SIZE = 5000;

export interface RetentionReport {
  cutoff: Date;
  establishments: number;
  removed: number;
}

/**
 * Removes plays that started before the retention period, oldest first.
 *
 * A chain may only lose its beginning: removing a row in the middle would break it. So
 * rows go in seq order while they started before the cutoff, and a late-arriving old play
 * (a device offline for days) waits until the rows before it expire too: retention keeps
 * at least the period, never less. Each chunk's transaction locks the zone's head (as
 * appends do), records the last row it removes (seq and hash) as the anchor the chain now
 * starts from, then deletes, so `verify-play-log` keeps passing.
 *
 * `signal`: stop between chunks (the job is retried); the report says how far it got.
 */
export async function removeExpiredPlays(options: {
  db: Database;
  retentionYears: number;
  now?: Date;
  chunkSize?: number;
  signal?: AbortSignal;
}): Promise<RetentionReport> {
  const { db } = options;
  const cutoff = retentionCutoff(options.now ?? new Date(), options.retentionYears);
  const chunkSize = options.chunkSize ?? CHUNK_SIZE;
  // Per chain (a zone's, decision 023) an index probe on (zone_id, started_at): no full scan.
  const due = await db
    .select({ establishmentId: playLogHead.establishmentId, zoneId: playLogHead.zoneId })
    .from(playLogHead)
    .where(
      sql`exists (select 1 from ${playLog} where ${playLog.zoneId} = ${playLogHead.zoneId} and ${playLog.startedAt} < ${cutoff})`,
    );

  const report: RetentionReport = { cutoff, establishments: 0, removed: 0 };
  const establishments = new Set<string>();
  for (const chain of due) {
    let removedHere = 0;
    for (let more = true; more;) {
      options.signal?.throwIfAborted();
      const removed = await removeChunk(db, chain, cutoff, chunkSize);
      removedHere += removed.count;
      more = removed.more;
    }
    report.removed += removedHere;
    if (removedHere > 0) establishments.add(chain.establishmentId);
  }
  report.establishments = establishments.size;
  return report;
}

async function removeChunk(
  db: Database,
  { establishmentId, zoneId }: { establishmentId: string; zoneId: string },
  cutoff: Date,
  limit: number,
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ seq: playLogHead.seq })
      .from(playLogHead)
      .where(eq(playLogHead.zoneId, zoneId))
      .for("update");
    const oldest = await tx
      .select({ seq: playLog.seq, hash: playLog.hash, startedAt: playLog.startedAt })
      .from(playLog)
      .where(eq(playLog.zoneId, zoneId))
      .orderBy(asc(playLog.seq))
      .limit(limit);
    const firstKept = oldest.findIndex((row) => row.startedAt >= cutoff);
    const expired = firstKept === -1 ? oldest : oldest.slice(0, firstKept);
    const last = expired.at(-1);
    if (!last) return { count: 0, more: false };

    // The anchor first: the delete trigger lets only rows at or before it go (decision 016).
    await tx
      .insert(playLogAnchor)
      .values({ establishmentId, zoneId, seq: last.seq, hash: last.hash, removedBefore: cutoff })
      .onConflictDoUpdate({
        target: playLogAnchor.zoneId,
        set: { seq: last.seq, hash: last.hash, removedBefore: cutoff, createdAt: new Date() },
      });
    await tx.delete(playLog).where(and(eq(playLog.zoneId, zoneId), lte(playLog.seq, last.seq)));
    return { count: expired.length, more: expired.length === limit };
  });
}
