import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { SubscriptionStatus } from "~/shared/accounts/access";
import { userTopic } from "~/shared/events/topics";
import type { BillingInterval, Tier } from "~/shared/plans/plan";
import type { Database } from "../../db/client";
import { subscription } from "../../db/schema";
import type { EventBus } from "../../infra/realtime/event-bus";

export interface SubscriptionFacts {
  userId: string;
  provider: "stripe" | "local";
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  planId: string | null;
  priceId: string | null;
  planName: string | null;
  tier: Tier;
  interval: BillingInterval;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  /** Zones paid for (decision 027). */
  quantity: number;
  /** A lower quantity from the next renewal (the test checkout's); Stripe's is always null. */
  pendingQuantity: number | null;
}

/**
 * Writes what a provider says a subscription is now (keyed by provider and provider id),
 * then tells the user's browser and the admins' users table.
 */
export async function upsertSubscription(options: {
  db: Database;
  events: EventBus;
  facts: SubscriptionFacts;
}) {
  const { db, events, facts } = options;
  const values = { ...facts, updatedAt: new Date() };
  const [existing] = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      and(
        eq(subscription.provider, facts.provider),
        eq(subscription.providerSubscriptionId, facts.providerSubscriptionId),
      ),
    );
  if (existing) await db.update(subscription).set(values).where(eq(subscription.id, existing.id));
  else
    await db
      .insert(subscription)
      .values({ id: randomUUID(), ...values })
      .onConflictDoUpdate({
        target: [subscription.provider, subscription.providerSubscriptionId],
        set: values,
      });
  await Promise.all([
    events.publish({ topic: userTopic(facts.userId) }),
    events.publish({ topic: "users" }),
  ]);
}
