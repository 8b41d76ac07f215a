import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { SubscriptionStatus } from "~/shared/accounts/access";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import { userTopic } from "~/shared/events/topics";
import type { BillingInterval, Tier } from "~/shared/plans/plan";
import { accessEndOf } from "../../auth/access";
import type { Database } from "../../domain/database";
import { accessLapse, subscription } from "../../domain/subscriptions/tables";
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
 * then tells the user's browser and the admins' users table. A subscription that gives
 * access again after a time without it (a period renewed after it ran out, a failed
 * payment made) leaves that gap in access_lapse first (decision 032): the row itself will
 * no longer say it, and plays dated in it must stay refused.
 */
export async function upsertSubscription(options: {
  db: Database;
  events: EventBus;
  facts: SubscriptionFacts;
}) {
  const { db, events, facts } = options;
  const values = { ...facts, updatedAt: new Date() };
  const [existing] = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.provider, facts.provider),
        eq(subscription.providerSubscriptionId, facts.providerSubscriptionId),
      ),
    );
  if (existing) {
    const lapsedSince = accessEndOf(existing);
    const now = values.updatedAt;
    const regained =
      lapsedSince !== null &&
      lapsedSince < now &&
      !isCurrentSubscription(existing, now) &&
      isCurrentSubscription(facts, now);
    await db.transaction(async (tx) => {
      if (regained)
        await tx.insert(accessLapse).values({
          id: randomUUID(),
          subscriptionId: existing.id,
          startedAt: lapsedSince,
          endedAt: now,
        });
      await tx.update(subscription).set(values).where(eq(subscription.id, existing.id));
    });
  } else
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
