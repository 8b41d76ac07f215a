/** The SQLSTATE of an error from node-postgres or PGlite, wrapped by Drizzle or not. */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation: the row exists already. */
export const isUniqueViolation = (error: unknown) => hasCode(error, "23505");

/** foreign_key_violation: what the row points at is gone. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, "23503");

/**
 * restrict_violation: the triggers that keep proof of licence refused to delete or change
 * it — an establishment, a zone or a certificate that evidence names (decision 033).
 */
export const isEvidenceKept = (error: unknown) => hasCode(error, "23001");

/**
 * Data the database cannot take, which validation should have refused first: text with a
 * NUL or unconvertible characters, malformed json or numbers, a value too long for its
 * column. PGlite reports the same SQLSTATEs as PostgreSQL.
 */
const invalidInputCodes = [
  "22P02", // invalid_text_representation (json, uuid, integer…)
  "22021", // character_not_in_repertoire (a NUL byte in text)
  "22P05", // untranslatable_character (\u0000 in jsonb)
  "22001", // string_data_right_truncation
];
export const isInvalidInput = (error: unknown) =>
  invalidInputCodes.some((code) => hasCode(error, code));

/**
 * SQLSTATEs that say the session is gone, not that the statement was wrong: class 08
 * (connection exception) and the server shutting down or not yet accepting sessions —
 * admin_shutdown (pg_terminate_backend, a failover), crash_shutdown, cannot_connect_now.
 */
const connectionLostStates = new Set(["57P01", "57P02", "57P03"]);
/** Node's socket errors on the way to the database. */
const connectionLostSocketCodes = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"]);
/** node-postgres says it only in words. */
const connectionLostMessages = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
];

/**
 * The database could not be reached, or dropped the connection mid-request (a restart, a
 * failover, a network cut): nothing about the request was wrong, and the same request
 * may succeed in a moment on a new connection. Looks through Drizzle's and better-auth's
 * wrappers (`cause`), and into an AggregateError (a connection refused on every address).
 */
export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string") {
      if (code.startsWith("08") && code.length === 5) return true;
      if (connectionLostStates.has(code) || connectionLostSocketCodes.has(code)) return true;
    }
    if (typeof message === "string" && connectionLostMessages.some((m) => message.includes(m)))
      return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
