import type { OfflineLease } from "~/shared/player/schema";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

const CLOCK_KEY = "sonaria.clockFloor";
/** The floor is written down at most this often (localStorage writes are not free). */
const WRITE_EVERY_MS = 10_000;

/**
 * The time as this device may count it for a lease: the system clock, but never behind
 * the latest time seen before (kept in storage across reloads), and moving on with the
 * elapsed time of this page whatever the system clock does. Setting the clock back does
 * not give a lease more time; only the time the page was closed goes uncounted.
 */
export function monotonicClock(options: {
  storage: Storage;
  now?: () => number;
  /** Milliseconds since the page started, immune to clock changes (performance.now). */
  elapsed?: () => number;
}): () => number {
  const now = options.now ?? Date.now;
  const elapsed = options.elapsed ?? (() => performance.now());
  const floor = Number(options.storage.getItem(CLOCK_KEY)) || 0;
  const base = Math.max(now(), floor);
  const baseAt = elapsed();
  let written = floor;
  return () => {
    const time = Math.max(now(), base + (elapsed() - baseAt));
    if (time - written >= WRITE_EVERY_MS) {
      options.storage.setItem(CLOCK_KEY, String(time));
      written = time;
    }
    return time;
  };
}

/** The server's lease to play offline, as /api/access grants it. */
export type { OfflineLease } from "~/shared/player/schema";

/** Whether offline playing may go on: a lease, still running by the device's clock. */
export function leaseRunning(
  lease: Pick<OfflineLease, "expiresAt"> | null,
  clock: () => number,
): boolean {
  if (!lease) return false;
  const end = Date.parse(lease.expiresAt);
  return Number.isFinite(end) && clock() < end;
}
