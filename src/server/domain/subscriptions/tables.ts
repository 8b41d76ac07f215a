import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BillingInterval, Tier } from "~/shared/plans/plan";
import type { SubscriptionProvider, SubscriptionStatus } from "~/shared/accounts/access";
import { userRowColumns } from "../accounts/tables";
import { belongsTo, idColumn, timestamps, timestampTz } from "../columns";

export const subscription = pgTable(
  "subscription",
  {
    ...userRowColumns(),
    provider: text("provider").$type<SubscriptionProvider>().notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    planId: text("plan_id"),
    priceId: text("price_id"),
    planName: text("plan_name"),
    tier: text("tier").$type<Tier>(),
    interval: text("interval").$type<BillingInterval>(),
    status: text("status").$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestampTz("current_period_end"),
    trialStart: timestampTz("trial_start"),
    trialEnd: timestampTz("trial_end"),
    /** Zones paid for (decision 027): the provider's item quantity; 1 before per-zone billing. */
    quantity: integer("quantity").notNull().default(1),
    /** A lower quantity asked for, taking effect at the next renewal (the test checkout's). */
    pendingQuantity: integer("pending_quantity"),
    ...timestamps,
  },
  (table) => [
    index("subscription_user_id_idx").on(table.userId),
    uniqueIndex("subscription_provider_id_idx").on(table.provider, table.providerSubscriptionId),
  ],
);

/**
 * A time a subscription gave no access and then gave it again (decision 032): a period
 * that ran out and was renewed, a payment that failed and was then made. The row keeps
 * only its latest state; this keeps the gap, so the plays dated in it stay refused.
 * Append-only (migration 0032): it goes only with its subscription.
 */
export const accessLapse = pgTable(
  "access_lapse",
  {
    id: idColumn(),
    subscriptionId: belongsTo("subscription_id", () => subscription.id),
    /** The last moment the subscription gave access before the gap. */
    startedAt: timestampTz("started_at").notNull(),
    /** When it gave access again. */
    endedAt: timestampTz("ended_at").notNull(),
  },
  (table) => [index("access_lapse_subscription_idx").on(table.subscriptionId)],
);

export type SubscriptionRow = typeof subscription.$inferSelect;

export type AccessLapseRow = typeof accessLapse.$inferSelect;
