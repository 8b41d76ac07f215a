/**
 * better-auth's session cookie, made or checked as it does (HMAC-SHA256 of the token
 * with the auth secret, base64, after a dot): benches that seed thousands of sessions
 * straight into the database sign their cookies themselves instead of signing in.
 */
import { createHmac } from "node:crypto";

export const SESSION_COOKIE = "sonaria.session_token";

/** The signature better-auth appends to a session token. */
export const sessionSignature = (token: string, secret: string) =>
  createHmac("sha256", secret).update(token).digest("base64");

/** The Cookie header value for a session token. */
export const sessionCookie = (token: string, secret: string) =>
  `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${sessionSignature(token, secret)}`)}`;
