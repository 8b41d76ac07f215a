import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Database } from "../domain/database";
import { authAttempt } from "../domain/accounts/tables";

export interface AttemptRule {
  max: number;
  windowMs: number;
}

/**
 * Counts attempts per key (an account, an address) in the database, so a limit holds
 * across server instances. Used for what per-IP limits cannot express: failed logins
 * against one account, reset and verification e-mails to one address.
 */
export function attemptLimiter(db: Database) {
  const since = (rule: AttemptRule) => new Date(Date.now() - rule.windowMs);
  return {
    /**
     * Seconds until the key may try again (0: it may now): when its oldest attempt in
     * the window leaves it, so the person can be told how long to wait.
     */
    async blockedFor(key: string, rule: AttemptRule): Promise<number> {
      const [row] = await db
        .select({ attempts: count(), oldest: min(authAttempt.createdAt) })
        .from(authAttempt)
        .where(and(eq(authAttempt.key, key), gt(authAttempt.createdAt, since(rule))));
      if (!row || row.attempts < rule.max || !row.oldest) return 0;
      return Math.max(1, Math.ceil((row.oldest.getTime() + rule.windowMs - Date.now()) / 1000));
    },
    async isBlocked(key: string, rule: AttemptRule): Promise<boolean> {
      return (await this.blockedFor(key, rule)) > 0;
    },
    async record(key: string, rule: AttemptRule): Promise<void> {
      await db.insert(authAttempt).values({ key });
      // Keep the table small: what is older than the window no longer counts.
      await db
        .delete(authAttempt)
        .where(and(eq(authAttempt.key, key), lt(authAttempt.createdAt, since(rule))));
    },
    async clear(key: string): Promise<void> {
      await db.delete(authAttempt).where(eq(authAttempt.key, key));
    },
  };
}
