import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { ErrorResponse } from "~/shared/errors";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { isConnectionLost, isEvidenceKept, isInvalidInput } from "../infra/postgres-errors";
import { databaseUnavailable } from "../domain/database-unavailable";
import { AppError } from "../domain/app-error";
import { codeForStatus, statusByCode } from "./error-status";

/** Maps every thrown error to one JSON shape; unexpected ones are logged and hidden. */
export function onError(logger: Logger): ErrorHandler {
  return (error, c) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error instanceof HTTPException) {
      appError = new AppError(codeForStatus(error.status), error.message, { cause: error });
    } else if (isInvalidInput(error)) {
      // A safety net: the client's data, not our failure, though validation missed it.
      logger.warn(
        { err: error, method: c.req.method, path: c.req.path },
        "invalid input reached the database",
      );
      appError = new AppError("BAD_REQUEST", "The request holds data that cannot be stored", {
        cause: error,
      });
    } else if (isEvidenceKept(error)) {
      // The application archives what proof names before the database has to refuse it.
      logger.warn(
        { err: error, method: c.req.method, path: c.req.path },
        "the database kept proof of licence",
      );
      appError = new AppError("CONFLICT", establishmentsCopy.errors.evidenceKept, {
        cause: error,
      });
    } else if (isConnectionLost(error)) {
      // Not this request's fault nor a bug: the same request will do once it is back.
      logger.warn(
        { err: error, method: c.req.method, path: c.req.path },
        "database connection lost",
      );
      appError = databaseUnavailable(error);
    } else {
      logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled error");
      appError = new AppError("INTERNAL", "Internal server error");
    }
    if (appError.retryAfterSeconds) c.header("Retry-After", String(appError.retryAfterSeconds));
    const body: ErrorResponse = {
      error: { code: appError.code, message: appError.message, issues: appError.issues },
    };
    return c.json(body, statusByCode[appError.code]);
  };
}
