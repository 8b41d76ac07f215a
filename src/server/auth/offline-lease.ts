import { createHmac, timingSafeEqual } from "node:crypto";
import type { OfflineLease } from "~/shared/player/schema";

/**
 * Offline playing must end (business.md, "Music that never stops"): whenever a player
 * reaches the server it gets a lease of `hours` for its device, and offline it plays only
 * while the lease runs (the player checks it against a clock that never goes back). The
 * signature makes a lease a statement of the server's that cannot be altered without the
 * secret: plays that reach the server late are accepted only inside a lease it issued to
 * the device that played them, so a device cannot backdate plays it never played offline.
 */
export function offlineLeases(secret: string, hours: number) {
  const key = createHmac("sha256", secret).update("sonaria offline lease v2").digest();
  const signatureOf = (userId: string, lease: Omit<OfflineLease, "signature">) =>
    createHmac("sha256", key)
      .update([userId, lease.deviceId, lease.issuedAt, lease.expiresAt].join("\n"))
      .digest("base64url");
  return {
    grant(userId: string, deviceId: string, now = Date.now()): OfflineLease {
      const terms = {
        deviceId,
        issuedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + hours * 3_600_000).toISOString(),
      };
      return { ...terms, signature: signatureOf(userId, terms) };
    },
    /** Whether this server issued `lease` to the user, as it stands. */
    issued(userId: string, lease: OfflineLease): boolean {
      const expected = Buffer.from(signatureOf(userId, lease));
      const given = Buffer.from(lease.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
