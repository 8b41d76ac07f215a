import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { playLogHead, playLogSeal, type PlayLogSealRow } from "../../db/schema";
import { transactionExecutor, type JobQueue } from "../../infra/jobs/job-queue";

/** pg-boss queue of "time-stamp this seal" jobs; stored with its jobs, so never renamed. */
export const SEAL_TIMESTAMP_QUEUE = "play-log-seal-timestamp";

export interface SealTimestampJob {
  sealId: string;
}

/**
 * The daily seal (decision 016): every chain — one per zone (decision 023) — whose head
 * moved since its last seal, or that has none yet, gets a seal of its head, all in one
 * transaction. A head
 * only moves forward, so "moved" is "no seal has its seq and hash". With `jobs` (a
 * time-stamp authority is configured), each new seal also gets a job that time-stamps it,
 * committed with it: a seal is never left without its job, and a failed stamp is retried.
 */
export async function sealPlayLogs(options: {
  db: Database;
  now?: Date;
  jobs?: JobQueue;
}): Promise<PlayLogSealRow[]> {
  const sealedAt = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const moved = await tx
      .select({
        establishmentId: playLogHead.establishmentId,
        zoneId: playLogHead.zoneId,
        seq: playLogHead.seq,
        hash: playLogHead.hash,
      })
      .from(playLogHead)
      .where(
        sql`not exists (select 1 from ${playLogSeal} where ${playLogSeal.zoneId} = ${playLogHead.zoneId} and ${playLogSeal.seq} = ${playLogHead.seq} and ${playLogSeal.hash} = ${playLogHead.hash})`,
      );
    if (moved.length === 0) return [];
    const seals = await tx
      .insert(playLogSeal)
      .values(
        moved.map((head) => ({ ...head, id: randomUUID(), reason: "daily" as const, sealedAt })),
      )
      .returning();
    if (options.jobs)
      await options.jobs.insert<SealTimestampJob>(
        SEAL_TIMESTAMP_QUEUE,
        seals.map((seal) => ({ data: { sealId: seal.id }, singletonKey: seal.id })),
        { executor: transactionExecutor(tx) },
      );
    return seals;
  });
}
