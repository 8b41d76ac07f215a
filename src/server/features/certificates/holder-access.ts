import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import { roleOf } from "../../auth/session-reader";
import { accessPeriod, type AccessPeriod } from "./access-period";

/** The access period a user holds now (accessPeriod), read from their role and subscriptions. */
export async function holderAccess(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<AccessPeriod> {
  const [holder] = await options.db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.id, options.userId));
  if (!holder) return { kind: "none" };
  const subscriptions = await options.db
    .select()
    .from(subscription)
    .where(eq(subscription.userId, options.userId));
  return accessPeriod({ role: roleOf(holder.role), subscriptions, now: options.now });
}
