import { and, eq, inArray } from "drizzle-orm";
import { subscription } from "../../domain/subscriptions/tables";

/** A user's subscriptions paid through a provider (of one provider when given), not granted. */
export const paidSubscriptionsOf = (userId: string, provider?: "stripe" | "local") =>
  and(
    eq(subscription.userId, userId),
    inArray(subscription.provider, provider ? [provider] : ["stripe", "local"]),
  );
