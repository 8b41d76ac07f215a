import { hc } from "hono/client";
import type { AppType } from "~/server/app";
import type { AppErrorCode, ClientErrorCode } from "~/shared/errors";
import { firstAnswer } from "./first-answers";

type Issue = { path: string; message: string };

/**
 * An API answer that was not 2xx (or no answer: NETWORK, TIMEOUT), with its code. Turn it
 * into words with `errorMessage` (lib/error-message.ts); choose by `code`, never `status`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly issues: Issue[] = [],
    /**
     * better-auth's own finer code ('EMAIL_NOT_VERIFIED'…) and, when refused for too many
     * attempts, how long to wait: the sign-in screens say more than the code can.
     */
    readonly details: { reason?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The code of an answer that brought none of ours (better-auth, a proxy): by its status. */
const codeByStatus: Record<number, AppErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "BAD_REQUEST",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

export function codeForStatus(status: number): AppErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}

/** The ApiError for a non-2xx answer whose body is our `{ error: { code, message, issues } }`. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; issues?: Issue[] } } | null)
    ?.error;
  const code =
    typeof error?.code === "string" ? (error.code as AppErrorCode) : codeForStatus(status);
  const message = typeof error?.message === "string" ? error.message : `HTTP ${status}`;
  return new ApiError(status, code, message, error?.issues);
}

/** Codes worth asking again for: the server or the network failed, not the request. */
const transient = new Set<ClientErrorCode>(["NETWORK", "TIMEOUT", "INTERNAL", "UNAVAILABLE"]);

/** Whether a failed query may be retried: never what the user must act on (sign in, permissions…). */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || transient.has(error.code);

/** What a query-options factory's query answers: `QueryData<typeof songsQueryOptions>`. */
export type QueryData<Factory extends (...args: never[]) => { queryFn?: unknown }> = Awaited<
  ReturnType<Extract<ReturnType<Factory>["queryFn"], (...args: never[]) => unknown>>
>;

let client: ReturnType<typeof hc<AppType>> | undefined;

/** The typed /api client (Hono RPC); created on first use, in the browser only. */
export function api() {
  client ??= hc<AppType>(`${window.location.origin}/api`, {
    init: { credentials: "same-origin" },
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      (typeof input === "string" ? firstAnswer(input, init) : undefined) ?? fetch(input, init),
  });
  return client;
}

/** Awaits a client call and returns its JSON, or throws an ApiError. */
export async function unwrap<T>(
  call: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let response;
  try {
    response = await call;
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
  }
  if (response.ok) return response.json();
  throw apiErrorFrom(response.status, await response.json().catch(() => null));
}

/** Rejects with a TIMEOUT ApiError when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, "TIMEOUT", `No answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
