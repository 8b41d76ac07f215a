import { z } from "~/shared/validation/zod";

/** Every error the API can answer with; the server maps each to one HTTP status. */
export const appErrorCodes = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "SUBSCRIPTION_REQUIRED",
  "ZONES_NOT_PAID",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "UNAVAILABLE",
  "INTERNAL",
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

/** What the browser may meet besides the server's codes: no answer at all, or none in time. */
export type ClientErrorCode = AppErrorCode | "NETWORK" | "TIMEOUT";

/** The body of every error response under /api. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(appErrorCodes),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
