/** PostgreSQL's foreign_key_violation, from node-postgres or PGlite, wrapped by Drizzle or not. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
