import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * scrypt runs in libuv's thread pool (4 threads), where the session cookie's HMAC check
 * and file reads for audio run too. A burst of sign-ins filled it, and every signed-in
 * request waited seconds behind the hashing (bench/load.ts: one HMAC waited 2.8 s behind
 * 20 scrypt jobs). At most this many hash at once; the rest wait in line here, leaving
 * the other threads to the requests that need only a moment.
 */
const MAX_CONCURRENT_HASHES = 2;
/**
 * Beyond this many in line (≈ 4 s of hashing on 2 cores) a sign-in would wait longer than
 * anyone waits for it, and its hash would be work for a client that has gone: it is
 * refused at once (503, Retry-After) and the browser says the service is busy.
 */
const MAX_WAITING_HASHES = 64;
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs at most `limit` tasks at once, the others in the order they came; with
 * `maxWaiting`, a task that finds the line full is refused with `whenFull()`.
 */
export function concurrencyLimit(
  limit: number,
  full?: { maxWaiting: number; whenFull: () => Error },
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else if (full && waiting.length >= full.maxWaiting) throw full.whenFull();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or frees up.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const inLine = concurrencyLimit(MAX_CONCURRENT_HASHES, {
  maxWaiting: MAX_WAITING_HASHES,
  whenFull: () =>
    new APIError(
      "SERVICE_UNAVAILABLE",
      { message: "Too many sign-ins at once; try again shortly", code: "BUSY" },
      { "Retry-After": String(RETRY_AFTER_SECONDS) },
    ),
});

/** better-auth's own scrypt parameters, taken in turn (emailAndPassword.password). */
export const passwordHashing = {
  hash: (password: string) => inLine(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inLine(() => verifyPassword(data)),
};
