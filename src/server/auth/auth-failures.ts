import { APIError } from "better-auth/api";
import { isConnectionLost } from "../infra/postgres-errors";
import { databaseUnavailable } from "../domain/database-unavailable";
import type { Logger } from "../infra/logger";

/**
 * What better-auth answered with an error, seen by its `after` hook: refusals (4xx) are the
 * normal life of an auth API; a lost database connection becomes the app's 503 with
 * `Retry-After` — better-auth would answer 500, and a browser told 500 on reading its
 * session does not know that waiting helps. The 503 keeps what was thrown as its cause, so
 * a session read through `auth.api` ends as the same 503 in the app's onError.
 */
export function answerAuthFailure(error: APIError, log: Logger): void {
  if (error.statusCode < 500) {
    log.debug({ status: error.statusCode, code: error.body?.code }, error.message);
  } else if (error.body?.code === "BUSY") {
    log.warn("sign-ins refused: too many waiting for a password hash");
  } else if (isConnectionLost(error)) {
    log.warn({ err: error }, "auth request failed: database connection lost");
    const unavailable = databaseUnavailable(error);
    throw new APIError(
      "SERVICE_UNAVAILABLE",
      { code: unavailable.code, message: unavailable.message, cause: error },
      { "Retry-After": String(unavailable.retryAfterSeconds) },
    );
  } else {
    log.error({ err: error }, "auth request failed");
  }
}

/**
 * better-auth keeps the endpoint's status when its `after` hook answers another error: the
 * 503 above leaves `/api/auth/*` with its body and `Retry-After`, but status 500.
 */
export async function withStatusOfUnavailable(response: Response): Promise<Response> {
  if (response.status !== 500) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== "UNAVAILABLE") return response;
  return new Response(response.body, { status: 503, headers: response.headers });
}
