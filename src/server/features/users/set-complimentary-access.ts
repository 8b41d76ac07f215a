import { and, eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";

/**
 * The users screen's subscription toggle: grants or removes complimentary access.
 * It never touches a paid subscription.
 */
export async function setComplimentaryAccess(options: {
  db: Database;
  userId: string;
  active: boolean;
}): Promise<void> {
  const { db, userId, active } = options;
  await db.transaction(async (tx) => {
    const target = await tx.query.user.findFirst({
      where: eq(user.id, userId),
      columns: { id: true },
    });
    if (!target) throw new AppError("NOT_FOUND", "No such user");
    if (active) {
      await tx
        .insert(subscription)
        .values({
          id: `complimentary-${userId}`,
          userId,
          provider: "complimentary",
          providerSubscriptionId: userId,
          tier: "premium",
          status: "active",
        })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(subscription)
        .where(and(eq(subscription.userId, userId), eq(subscription.provider, "complimentary")));
    }
  });
}
