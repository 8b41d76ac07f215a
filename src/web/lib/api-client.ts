import { hc } from "hono/client";
import type { AppType } from "~/server/app";
import type { AppErrorCode } from "~/shared/errors";

/** An API answer that was not 2xx, with the server's error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode | "NETWORK",
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

let client: ReturnType<typeof hc<AppType>> | undefined;

/** The typed /api client (Hono RPC); created on first use, in the browser only. */
export function api() {
  client ??= hc<AppType>(`${window.location.origin}/api`, { init: { credentials: "same-origin" } });
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
  const body = (await response.json().catch(() => null)) as {
    error?: { code: AppErrorCode; message: string; issues?: { path: string; message: string }[] };
  } | null;
  throw new ApiError(
    response.status,
    body?.error?.code ?? "INTERNAL",
    body?.error?.message ?? `HTTP ${response.status}`,
    body?.error?.issues,
  );
}
