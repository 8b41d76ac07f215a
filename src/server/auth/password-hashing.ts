import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth/api";

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

/**
 * scrypt's cost (N) in better-auth's own parameters: ~150 ms of a core per hash here. Hashes
 * stored before this module hashed are better-auth's, and still verify.
 */
export const FULL_SCRYPT_COST = 16_384;
const BLOCK_SIZE = 16;
const KEY_LENGTH = 64;

function derivedKey(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 256 * cost * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Passwords as better-auth stores them (`salt:key`, both hex), hashed at most two at a time
 * (emailAndPassword.password). `cost` is scrypt's N: the full cost everywhere but in the API
 * suites, whose thousands of sign-ups spent a quarter of their time hashing.
 */
export function scryptPasswordHashing(cost = FULL_SCRYPT_COST): PasswordHashing {
  return {
    hash: (password) =>
      inLine(async () => {
        const salt = randomBytes(16).toString("hex");
        return `${salt}:${(await derivedKey(password, salt, cost)).toString("hex")}`;
      }),
    verify: ({ hash, password }) =>
      inLine(async () => {
        const [salt, key] = hash.split(":");
        if (!salt || !key) return false;
        const expected = Buffer.from(key, "hex");
        const derived = await derivedKey(password, salt, cost);
        return derived.length === expected.length && timingSafeEqual(derived, expected);
      }),
  };
}
