import { createAuthClient } from "better-auth/client";
import { inferAdditionalFields } from "better-auth/client/plugins";
import { userAdditionalFields } from "~/shared/accounts/user-fields";
import { ApiError, codeForStatus } from "./api-client";

const createClient = () =>
  createAuthClient({
    baseURL: window.location.origin,
    basePath: "/api/auth",
    plugins: [inferAdditionalFields({ user: userAdditionalFields })],
  });

let client: ReturnType<typeof createClient> | undefined;

/** better-auth's browser client (sign-in, sign-out, reset, password change). */
export function authClient() {
  client ??= createClient();
  return client;
}

/** The error shape better-auth's client returns (the body's fields with the status). */
export interface AuthClientError {
  status: number;
  code?: string;
  message?: string;
  /** On 429: how long until another attempt is allowed. */
  retryAfterSeconds?: number;
}

/**
 * Awaits a better-auth client call and throws its refusal as an ApiError, so sign-in
 * screens run mutations and word errors like every other screen: the code by the status,
 * better-auth's own code as `details.reason`.
 */
export async function authCall(call: Promise<{ error: AuthClientError | null }>): Promise<void> {
  let error: AuthClientError | null;
  try {
    ({ error } = await call);
  } catch (cause) {
    throw new ApiError(0, "NETWORK", cause instanceof Error ? cause.message : "Network error");
  }
  if (!error) return;
  throw new ApiError(
    error.status,
    error.status ? codeForStatus(error.status) : "NETWORK",
    error.message ?? `HTTP ${error.status}`,
    [],
    { reason: error.code, retryAfterSeconds: error.retryAfterSeconds },
  );
}
