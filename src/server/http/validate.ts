import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import { z } from "~/shared/validation/zod";
import { externalIdSchema, rowIdSchema } from "~/shared/validation/ids";
import { AppError } from "../domain/app-error";

/** Parses with a shared zod schema; a failure is a 400 with per-field issues. */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", "Invalid request", {
      issues: result.error.issues.map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
      })),
    });
  }
  return result.data;
}

/** Hono validator backed by a shared zod schema; failures become 400 with per-field issues. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => parseWith(schema, value));
}

/** One of our rows' ids in a path (`/:id`, `/:songId`): a UUID, before any query. */
export const idParam = z.object({ id: rowIdSchema });

/** An id made by better-auth or the test checkout in a path (`/api/users/:id`…). */
export const externalIdParam = z.object({ id: externalIdSchema });
