import { ApiError } from "./api-client";

/**
 * The server's per-field messages of a refused request (400 with `issues`), for the fields
 * a form has: each goes under its own input. An issue naming no field of the form (or a
 * failure that is not a refusal) is left to the form's general alert.
 */
export function fieldIssuesOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const known = new Set<string>(fields);
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    if (!known.has(issue.path) || seen.has(issue.path)) return [];
    seen.add(issue.path);
    return [{ field: issue.path as Field, message: issue.message }];
  });
}
