import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { BillingInterval, PlanFeature, Tier } from "~/shared/plans/plan";
import { userRowColumns } from "../accounts/tables";
import { belongsTo, createdAtColumn, idColumn, timestamps, timestampTz } from "../columns";

/** Plans synced from the payment provider; empty means the fallback catalogue applies. */
export const plan = pgTable("plan", {
  id: idColumn(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  tier: text("tier").$type<Tier>().notNull(),
  features: jsonb("features").$type<PlanFeature[]>().notNull().default([]),
  popular: boolean("popular").notNull().default(false),
  trialDays: integer("trial_days").notNull().default(0),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

export const price = pgTable(
  "price",
  {
    id: idColumn(),
    planId: belongsTo("plan_id", () => plan.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    interval: text("interval").$type<BillingInterval>().notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("price_plan_id_idx").on(table.planId)],
);

export type PlanRow = typeof plan.$inferSelect;

export type NewPlanRow = typeof plan.$inferInsert;

export type PriceRow = typeof price.$inferSelect;

export type NewPriceRow = typeof price.$inferInsert;

/** Every provider event handled, once: webhook idempotency. */
export const paymentEvent = pgTable("payment_event", {
  id: idColumn(),
  provider: text("provider").$type<"stripe" | "local">().notNull(),
  type: text("type").notNull(),
  receivedAt: timestampTz("received_at").notNull().defaultNow(),
});

/** The built-in test checkout's sessions (the local provider). */
export const checkoutSession = pgTable(
  "checkout_session",
  {
    ...userRowColumns(),
    planId: text("plan_id").notNull(),
    priceId: text("price_id").notNull(),
    interval: text("interval").$type<BillingInterval>().notNull(),
    trial: boolean("trial").notNull().default(false),
    /** Zones paid for (decision 027). */
    quantity: integer("quantity").notNull().default(1),
    status: text("status").$type<"open" | "completed" | "canceled">().notNull().default("open"),
    /** A plan change: the subscription this checkout replaces. */
    replacesSubscriptionId: text("replaces_subscription_id"),
    createdAt: createdAtColumn(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (table) => [index("checkout_session_user_id_idx").on(table.userId)],
);
