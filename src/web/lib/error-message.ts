import { errorCopy } from "~/shared/copy/errors";
import type { ClientErrorCode } from "~/shared/errors";
import { ApiError } from "./api-client";

/**
 * A screen's own words for some codes ('Ya existe un género con ese nombre' for CONFLICT)
 * and, in `fallback`, for anything else that fails there ('Error al añadir género').
 */
export type ErrorMessages = Partial<Record<ClientErrorCode, string>> & { fallback?: string };

/**
 * The one way a failure becomes words in the browser: the screen's message for the
 * error's code, else the screen's fallback, else the general message for the code
 * (`copy/errors.ts`). Anything that is not an ApiError counts as INTERNAL.
 */
export function errorMessage(error: unknown, messages: ErrorMessages = {}): string {
  const code: ClientErrorCode = error instanceof ApiError ? error.code : "INTERNAL";
  return messages[code] ?? messages.fallback ?? errorCopy[code];
}

/** The finer reason better-auth gave ('EMAIL_NOT_VERIFIED'…), if any. */
export const reasonOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.details.reason : undefined;

/** Whether a failure carries this code: for screens that answer one code with a step, not words. */
export const hasCode = (error: unknown, code: ClientErrorCode): boolean =>
  error instanceof ApiError && error.code === code;
