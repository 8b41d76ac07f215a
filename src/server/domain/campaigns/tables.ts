import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "../accounts/tables";
import { timestamps } from "../columns";

export const emailTemplate = pgTable("email_template", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Lowercase without accents: one template per name. */
  nameKey: text("name_key").notNull().unique(),
  subject: text("subject").notNull(),
  /** Sanitised HTML. */
  content: text("content").notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  ...timestamps,
});

/** One send to all users; its recipients are fixed when it starts. */
export const campaign = pgTable(
  "campaign",
  {
    id: text("id").primaryKey(),
    subject: text("subject").notNull(),
    /** Sanitised HTML, as written by the admin (the layout is added per message). */
    content: text("content").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    status: text("status").$type<"sending" | "done">().notNull().default("sending"),
    total: integer("total").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("campaign_created_at_idx").on(table.createdAt)],
);

/** One row per campaign and address: the basis of "sent once, never lost". */
export const campaignRecipient = pgTable(
  "campaign_recipient",
  {
    id: text("id").primaryKey(),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaign.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("campaign_recipient_campaign_email_idx").on(table.campaignId, table.email),
    index("campaign_recipient_campaign_status_idx").on(table.campaignId, table.status),
  ],
);
