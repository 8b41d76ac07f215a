import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "../../env";

// The purpose is signed too, so no other HMAC made with the same secret passes for this one.
// Part of every signature in e-mails already sent: it never changes.
const PURPOSE = "sonaria:marketing-unsubscribe:v1";

function sign(userId: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}:${userId}`).digest();
}

/**
 * The token of a campaign e-mail's unsubscribe link: `base64url(userId).signature`.
 * It does not expire: the link in an old e-mail must still work.
 */
export function createUnsubscribeToken(userId: string, secret: string): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  return `${id}.${sign(userId, secret).toString("base64url")}`;
}

/** The user id a token was made for, or null when it is malformed or not ours. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1] as string, "base64url").toString("utf8");
  // Only the one encoding we make: no second spelling of the same id.
  if (Buffer.from(userId, "utf8").toString("base64url") !== match[1]) return null;
  // Compared as text: base64url's last character has spare bits, so two spellings
  // decode to the same bytes; only the one we make is accepted.
  const signature = Buffer.from(match[2] as string, "utf8");
  const expected = Buffer.from(sign(userId, secret).toString("base64url"), "utf8");
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return userId;
}

/** The secret the tokens are signed with: the session secret (boot always sets one). */
export function unsubscribeSecret(env: Pick<Env, "AUTH_SECRET">): string {
  if (!env.AUTH_SECRET) throw new Error("AUTH_SECRET is not set: cannot sign unsubscribe links");
  return env.AUTH_SECRET;
}
