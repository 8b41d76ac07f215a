import { EventEmitter } from "node:events";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../../db/client";
import { isConnectionLost } from "../postgres-errors";
import type { Logger } from "../logger";

/** How a queue retries and how long one attempt may run (pg-boss queue options). */
export interface QueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  /** An attempt still active after this long is taken for dead and retried. */
  expireInSeconds?: number;
  /** Finished jobs are kept this long, then deleted. */
  deleteAfterSeconds?: number;
  /**
   * "stately": at most one job per singleton key waiting, one retrying and one running —
   * enqueueing what is already queued does nothing. Set when the queue is created.
   */
  policy?: "standard" | "stately";
}

export interface JobToInsert<T> {
  data: T;
  id?: string;
  /** With a "stately" queue: a job whose key is already waiting is not inserted. */
  singletonKey?: string;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  expireInSeconds: number;
}

export interface WorkOptions {
  /** Jobs fetched (and completed or failed) together; default 1. */
  batchSize?: number;
  /** Workers of this queue in this process; default 1. */
  concurrency?: number;
  /** How often an idle worker looks for jobs (at least 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * Runs the jobs of one fetch. Throwing fails them all (each is retried by its queue's
 * policy); returning completes them. `signal` aborts when the queue is stopping: finish
 * what is in flight, start nothing new, and throw if work is left.
 */
export type JobHandler<T> = (jobs: Job<T>[], signal: AbortSignal) => Promise<void>;

/** Where pg-boss runs its SQL: a Drizzle transaction, so jobs commit with the rows they are about. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Durable jobs in the application's own database (pg-boss): they survive a restart, are
 * retried with back-off, and any instance of the server may run them.
 */
export interface JobQueue {
  start(): Promise<void>;
  /** Graceful: handlers are told to stop (their signal) and awaited, up to a timeout. */
  stop(): Promise<void>;
  /** Creates the queue, or updates its options; safe to repeat. */
  createQueue(name: string, options?: QueueOptions): Promise<void>;
  send<T extends object>(
    name: string,
    data: T,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** Many jobs in one statement (thousands per call), optionally inside a transaction. */
  insert<T extends object>(
    name: string,
    jobs: JobToInsert<T>[],
    options?: { executor?: SqlExecutor },
  ): Promise<void>;
  work<T>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends a job to the queue on a cron schedule (`tz`: the clock the cron reads; UTC by
   * default). Stored in the database: one schedule per queue, replaced by a new call, and
   * fired once however many instances run.
   */
  schedule<T extends object>(
    name: string,
    cron: string,
    data: T,
    options?: { tz?: string },
  ): Promise<void>;
  /** Wakes this process's idle workers of a queue (after a commit that added jobs). */
  notify(name: string): void;
}

/**
 * Graceful stop: how long active handlers may take to finish before their jobs are
 * failed (and retried later); within the ten seconds a server has to stop (shutdown.ts).
 */
const STOP_TIMEOUT_MS = 7000;

/**
 * pg-boss's `db` option on PGlite: one in-process connection, so every statement waits
 * for the previous one (and for an open Drizzle transaction) on PGlite's own mutex.
 *
 * pg-boss 11.0.0 refuses a custom `db` in its workers unless it looks like its own pool
 * ("Database connection is not opened", timgit/pg-boss#602, fixed by #603 after 11.0.0),
 * hence `_pgbdb`, `opened`, `open` and `close`. Drop them once a newer pg-boss installs.
 */
class PgliteBossDb extends EventEmitter {
  readonly events = {};
  readonly _pgbdb = true;
  opened = true;

  constructor(private readonly pglite: PGlite) {
    super();
  }

  async open() {}
  async close() {}

  async executeSql(text: string, values?: unknown[]) {
    if (values && values.length > 0) return this.pglite.query(text, values);
    // Without parameters pg-boss may send several statements, some wrapped in
    // BEGIN…COMMIT; like node-postgres, answer an array when there are several results.
    try {
      const results = await this.pglite.exec(text);
      return results.length === 1 ? results[0] : results;
    } catch (error) {
      // A failed statement inside its own BEGIN would leave the one shared session in
      // an aborted transaction for everybody else.
      if (/\bBEGIN\b/i.test(text)) await this.pglite.exec("ROLLBACK").catch(() => {});
      throw error;
    }
  }
}

/** pg-boss's SQL ($1, $2…) run through a Drizzle transaction (either driver). */
export function transactionExecutor(tx: {
  execute(query: SQL): PromiseLike<unknown>;
}): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      // split() with a capturing group: even items are SQL text, odd ones parameter numbers.
      const parts = text.split(/\$(\d+)/);
      const query = sql.join(
        parts.map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`,
        ),
      );
      const result = (await tx.execute(query)) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export function createJobQueue(options: { database: DatabaseHandle; logger: Logger }): JobQueue {
  const { database, logger } = options;
  const common = {
    // Cron schedules (the play log's retention): pg-boss's timekeeper sends their jobs.
    schedule: true,
    // pg-boss 11.0.0 has no default for this (it would supervise in a tight loop).
    superviseIntervalSeconds: 5,
    // How soon after its expiry an attempt whose process died is noticed and retried.
    monitorIntervalSeconds: 5,
  } satisfies PgBoss.ConstructorOptions;
  let boss: PgBoss;
  if (database.pglite) {
    boss = new PgBoss({ ...common, db: new PgliteBossDb(database.pglite) as PgBoss.Db });
  } else if (database.url) {
    boss = new PgBoss({
      ...common,
      connectionString: database.url,
      max: 4,
      application_name: "sonaria-jobs",
    });
  } else {
    throw new Error("The job queue needs PGlite or a PostgreSQL URL");
  }
  // pg-boss reports what failed (a worker's fetch, its supervisor) and tries again at its
  // next interval; a connection cut by a restart or a failover is expected then, not a bug.
  boss.on("error", (error) =>
    isConnectionLost(error)
      ? logger.warn({ err: error }, "job queue: database connection lost; trying again")
      : logger.error({ err: error }, "job queue error"),
  );
  boss.on("warning", (warning) => logger.warn(warning.data, warning.message));

  let stopping = new AbortController();
  const workers = new Map<string, string[]>();
  const created = new Set<string>();

  return {
    async start() {
      stopping = new AbortController();
      await boss.start();
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true });
      workers.clear();
      created.clear();
    },
    async createQueue(name, queueOptions = {}) {
      if (created.has(name)) return;
      await boss.createQueue(name, { name, ...queueOptions });
      await boss.updateQueue(name, { name, ...queueOptions });
      // Loads the queue into pg-boss's cache now: inside a PGlite transaction a cache
      // miss would query outside the transaction and wait for it forever.
      await boss.insert(name, []);
      created.add(name);
    },
    send: (name, data, sendOptions = {}) => boss.send(name, data, sendOptions),
    async insert(name, jobs, insertOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        name,
        // The queue's options fill in what a job leaves unset (pg-boss's types say otherwise).
        jobs.map(
          (job) =>
            ({
              id: job.id,
              name,
              data: job.data,
              singletonKey: job.singletonKey,
            }) as unknown as PgBoss.JobInsert,
        ),
        insertOptions.executor ? { db: insertOptions.executor as PgBoss.Db } : {},
      );
    },
    async work<T>(name: string, workOptions: WorkOptions, handler: JobHandler<T>) {
      const { concurrency = 1, batchSize = 1, pollingIntervalSeconds = 2 } = workOptions;
      const ids: string[] = [];
      for (let index = 0; index < concurrency; index++) {
        let id = "";
        id = await boss.work<T>(
          name,
          { batchSize, pollingIntervalSeconds, includeMetadata: true },
          async (jobs) => {
            try {
              await handler(
                jobs.map((job) => ({
                  id: job.id,
                  data: job.data,
                  retryCount: job.retryCount,
                  retryLimit: job.retryLimit,
                  expireInSeconds: job.expireInSeconds,
                })),
                stopping.signal,
              );
            } finally {
              // There may be more: fetch again at once instead of sleeping a polling interval.
              if (jobs.length > 0 && !stopping.signal.aborted) boss.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
      workers.set(name, [...(workers.get(name) ?? []), ...ids]);
    },
    schedule: (name, cron, data, scheduleOptions = {}) =>
      boss.schedule(name, cron, data, { tz: scheduleOptions.tz ?? "UTC" }),
    notify(name) {
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
  };
}
