import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppErrorCode } from "~/shared/errors";

export const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SUBSCRIPTION_REQUIRED: 403,
  /** A zone beyond those the subscription pays for (decision 027). */
  ZONES_NOT_PAID: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<AppErrorCode, ContentfulStatusCode>;

/** For errors raised by Hono itself (malformed JSON, body limit…), keyed by their status. */
export function codeForStatus(status: number): AppErrorCode {
  const entry = Object.entries(statusByCode).find(([, value]) => value === status);
  if (entry) return entry[0] as AppErrorCode;
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}
