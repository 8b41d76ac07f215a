import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";

/** How many users a send started now would reach: verified, and consenting. */
export async function countRecipients(options: { db: Database }): Promise<number> {
  const [row] = await options.db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.emailVerified, true), eq(user.campaignsConsent, true)));
  return row?.n ?? 0;
}
