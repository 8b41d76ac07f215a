import { AppError } from "./app-error";

/**
 * How long a client is asked to wait when the database dropped the connection: a restart or
 * a failover takes seconds, and the pool opens a new connection for the next request.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/** The answer to a request that lost its database connection (here and in better-auth). */
export const databaseUnavailable = (cause: unknown) =>
  new AppError(
    "UNAVAILABLE",
    "The database is not reachable at the moment; try again in a few seconds",
    { cause, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  );
