import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "../accounts/tables";
import {
  belongsTo,
  createdAtColumn,
  idColumn,
  refersTo,
  timestamps,
  timestampTz,
  uniquelyNamedColumns,
} from "../columns";

export const emailTemplate = pgTable("email_template", {
  /** One template per name. */
  ...uniquelyNamedColumns(),
  subject: text("subject").notNull(),
  /** Sanitised HTML. */
  content: text("content").notNull(),
  createdBy: refersTo("created_by", () => user.id),
  ...timestamps,
});

/** One send to all users; its recipients are fixed when it starts. */
export const campaign = pgTable(
  "campaign",
  {
    id: idColumn(),
    subject: text("subject").notNull(),
    /** Sanitised HTML, as written by the admin (the layout is added per message). */
    content: text("content").notNull(),
    createdBy: refersTo("created_by", () => user.id),
    status: text("status").$type<"sending" | "done">().notNull().default("sending"),
    total: integer("total").notNull().default(0),
    createdAt: createdAtColumn(),
    finishedAt: timestampTz("finished_at"),
  },
  (table) => [index("campaign_created_at_idx").on(table.createdAt)],
);

/** One row per campaign and address: the basis of "sent once, never lost". */
export const campaignRecipient = pgTable(
  "campaign_recipient",
  {
    id: idColumn(),
    campaignId: belongsTo("campaign_id", () => campaign.id),
    userId: refersTo("user_id", () => user.id),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestampTz("sent_at"),
  },
  (table) => [
    uniqueIndex("campaign_recipient_campaign_email_idx").on(table.campaignId, table.email),
    index("campaign_recipient_campaign_status_idx").on(table.campaignId, table.status),
  ],
);
