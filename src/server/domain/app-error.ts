import type { AppErrorCode } from "~/shared/errors";

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error type route handlers and business rules throw; `onError` answers it. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues?: ErrorIssue[];
  /** RATE_LIMITED, UNAVAILABLE: when the client may try again (sent as Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { cause?: unknown; issues?: ErrorIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
