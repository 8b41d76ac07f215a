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
