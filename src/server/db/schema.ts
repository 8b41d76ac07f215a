import { relations } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BillingInterval, PlanFeature, Tier } from "~/shared/plans/plan";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Plans synced from the payment provider; empty means the fallback catalogue applies. */
export const plan = pgTable("plan", {
  id: text("id").primaryKey(),
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
    id: text("id").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => plan.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    interval: text("interval").$type<BillingInterval>().notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("price_plan_id_idx").on(table.planId)],
);

export const planRelations = relations(plan, ({ many }) => ({ prices: many(price) }));
export const priceRelations = relations(price, ({ one }) => ({
  plan: one(plan, { fields: [price.planId], references: [plan.id] }),
}));

export type PlanRow = typeof plan.$inferSelect;
export type NewPlanRow = typeof plan.$inferInsert;
export type PriceRow = typeof price.$inferSelect;
export type NewPriceRow = typeof price.$inferInsert;
