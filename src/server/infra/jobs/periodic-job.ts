import type { JobQueue, QueueOptions } from "./job-queue";

/** The crons read Spain's clock: the nights and mornings they name are its customers'. */
const PERIODIC_TZ = "Europe/Madrid";

/**
 * A job on a clock (a pg-boss cron schedule): its queue, retried five times with back-off
 * and kept a month once finished, the schedule, and this process's worker, which looks for
 * due jobs every minute. The schedule lives in the database, so one instance fires it
 * however many run; `run` gets the signal that aborts when the queue is stopping.
 */
export async function schedulePeriodicJob(
  jobs: JobQueue,
  job: {
    queue: string;
    cron: string;
    /** How long one run may take before it is taken for dead and retried. */
    expireInSeconds: number;
    run: (signal: AbortSignal) => Promise<void>;
    /** The queue's own retries, keeping and policy, over the defaults above. */
    queueOptions?: Pick<QueueOptions, "retryLimit" | "deleteAfterSeconds" | "policy">;
    /** How often this process looks for a due run; default every minute. */
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  await jobs.createQueue(job.queue, {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds,
    deleteAfterSeconds: 30 * 24 * 3600,
    ...job.queueOptions,
  } satisfies QueueOptions);
  await jobs.schedule(job.queue, job.cron, {}, { tz: PERIODIC_TZ });
  await jobs.work(
    job.queue,
    { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 60 },
    (_jobs, signal) => job.run(signal),
  );
}
