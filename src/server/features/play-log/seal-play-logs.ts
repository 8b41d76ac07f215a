import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLogHead, playLogSeal, type PlayLogSealRow } from "../../domain/play-log/tables";
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
 * The seal then says a token is due (`stampRequested`), so one that never comes shows.
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
    return insertStampedSeals(
      tx,
      moved.map((head) => ({ ...head, reason: "daily" as const, sealedAt })),
      options.jobs,
    );
  });
}

/**
 * Writes seals that an authority time-stamps where one is configured (`jobs`): the daily
 * ones and retention's. Each gets its stamping job in the caller's transaction, and says
 * a token is due, so that one that never comes shows (decision 033).
 */
export async function insertStampedSeals(
  tx: Pick<Database, "insert" | "execute">,
  seals: Omit<PlayLogSealRow, "id" | "stampRequested">[],
  jobs: JobQueue | undefined,
): Promise<PlayLogSealRow[]> {
  const inserted = await tx
    .insert(playLogSeal)
    .values(seals.map((seal) => ({ ...seal, id: randomUUID(), stampRequested: Boolean(jobs) })))
    .returning();
  if (jobs)
    await jobs.insert<SealTimestampJob>(
      SEAL_TIMESTAMP_QUEUE,
      inserted.map((seal) => ({ data: { sealId: seal.id }, singletonKey: seal.id })),
      { executor: transactionExecutor(tx) },
    );
  return inserted;
}
