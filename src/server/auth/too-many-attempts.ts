import { APIError } from "better-auth/api";
import { accountsCopy } from "~/shared/copy/accounts";

/**
 * Every refusal for too many attempts answers the same way — 429, `Retry-After`, and a
 * body with `retryAfterSeconds` — so the page can say how long to wait.
 */
export function tooManyAttempts(retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_ATTEMPTS", message: accountsCopy.tooManyAttempts, retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * better-auth's own per-address limiter answers 429 with only an `X-Retry-After` header
 * and an English message: give it the same body as ours.
 */
export async function explainRateLimit(response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const header = response.headers.get("X-Retry-After") ?? response.headers.get("Retry-After");
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { retryAfterSeconds?: unknown };
  if (typeof body.retryAfterSeconds === "number" || !header) return response;
  const seconds = Math.max(1, Math.ceil(Number(header)) || 1);
  return Response.json(
    {
      code: "TOO_MANY_ATTEMPTS",
      message: accountsCopy.tooManyAttempts,
      retryAfterSeconds: seconds,
    },
    { status: 429, headers: { "Retry-After": String(seconds) } },
  );
}
