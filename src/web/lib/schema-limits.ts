/** A zod string schema, or one piped into a transform (`"" → null`): its input is the string. */
type TextSchema = { maxLength: number | null } | { in: TextSchema };

/**
 * The longest text a shared zod string schema accepts, for the input's `maxLength`: the
 * limit is written once, in a noun's `schema.ts` in `src/shared/<noun>/` (epic-stack reads it with
 * `getZodConstraint`; this is the one constraint our forms need).
 */
export function maxLengthOf(schema: TextSchema): number | undefined {
  return "in" in schema ? maxLengthOf(schema.in) : (schema.maxLength ?? undefined);
}
