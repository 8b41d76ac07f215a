import type { QueueOptions } from "../jobs/job-queue";

/**
 * A queue of requests to a time-stamp authority, which may be down for hours: retried with
 * back-off for about a day. pg-boss waits retryDelay + 2^n…2^(n+1) s before retry n+1 (at
 * most retryDelayMax): 18 retries span 27 to 33 hours (12 ended after two and a half).
 */
export const timeStampQueueOptions = {
  retryLimit: 18,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 6 * 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: 30 * 24 * 3600,
  policy: "stately",
} satisfies QueueOptions;

/**
 * The longest the stamping job can take to obtain a token: every attempt running
 * until it expires, each retry after its longest back-off, and an hour for the workers'
 * polling. A token made later was not asked for by that job; a due token still missing
 * then will not come (decisions 033, 040). In whole hours, as verify-play-log says it.
 */
export const TIME_STAMP_WINDOW_HOURS = Math.ceil(
  (Array.from({ length: timeStampQueueOptions.retryLimit }, (_, n) =>
    Math.min(timeStampQueueOptions.retryDelayMax, timeStampQueueOptions.retryDelay + 2 ** (n + 1)),
  ).reduce((total, wait) => total + wait, 0) +
    (timeStampQueueOptions.retryLimit + 1) * timeStampQueueOptions.expireInSeconds +
    3600) /
    3600,
);
export const TIME_STAMP_WINDOW_MS = TIME_STAMP_WINDOW_HOURS * 3_600_000;
