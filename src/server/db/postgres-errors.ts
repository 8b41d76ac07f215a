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
