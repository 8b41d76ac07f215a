/**
 * How long a test gives a change made on another device to show. The goal is a second
 * (`bench/remote-latency.ts` measures it, p95 under load); a two-core CI machine running
 * two browsers a test, each with the CPU its pages need, is sometimes slower than that, and
 * a test here proves the change arrives live — without a reload — not how fast.
 */
export const SHOWN_LIVE_WITHIN_MS = 3_000;
