import { createAuthClient } from "better-auth/client";

let client: ReturnType<typeof createAuthClient> | undefined;

/** better-auth's browser client (sign-in, sign-out, reset, password change). */
export function authClient() {
  client ??= createAuthClient({ baseURL: window.location.origin, basePath: "/api/auth" });
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
