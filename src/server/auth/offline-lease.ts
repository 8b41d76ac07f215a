import { createHmac } from "node:crypto";

export interface OfflineLease {
  /** Until when the player may go on offline (ISO). */
  expiresAt: string;
  /** HMAC of the user and the expiry, with a key derived from the auth secret. */
  signature: string;
}

/**
 * Offline playing must end (business.md, "Music that never stops"): whenever a player
 * reaches the server it gets a lease of `hours`, and offline it plays only while the
 * lease runs (the player checks it against a clock that never goes back). The signature
 * makes a lease a statement of the server's that cannot be altered without the secret.
 */
export function offlineLeases(secret: string, hours: number) {
  const key = createHmac("sha256", secret).update("sonaria offline lease v1").digest();
  const signatureOf = (userId: string, expiresAt: string) =>
    createHmac("sha256", key).update(`${userId}\n${expiresAt}`).digest("base64url");
  return {
    grant(userId: string, now = Date.now()): OfflineLease {
      const expiresAt = new Date(now + hours * 3_600_000).toISOString();
      return { expiresAt, signature: signatureOf(userId, expiresAt) };
    },
  };
}
