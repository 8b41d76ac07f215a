import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import type { CampaignMode } from "~/shared/messages/schema";
import type { Weekday } from "~/shared/schedules/schema";
import { userRowColumns } from "../accounts/tables";
import { zoneColumn } from "../zones/tables";
import { belongsTo, timestamps } from "../columns";

/**
 * An account's own announcement: its file (under messages/<account>/), measured on upload
 * like a song, and the level above the music it plays at. Never in the catalogue; the
 * account's rows go with its owner, and its files with them (remove-orphan-message-files).
 */
export const message = pgTable(
  "message",
  {
    /** `userId` is the account: its owner's user id. */
    ...userRowColumns(),
    name: text("name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    loudnessLufs: doublePrecision("loudness_lufs"),
    truePeakDbtp: doublePrecision("true_peak_dbtp"),
    leadingSilenceSeconds: doublePrecision("leading_silence_seconds").notNull(),
    trailingSilenceSeconds: doublePrecision("trailing_silence_seconds").notNull(),
    /** LU above the music's target loudness. */
    levelDb: doublePrecision("level_db").notNull(),
    /** Local dates, inclusive; no end: for good. */
    validFrom: text("valid_from").notNull(),
    validUntil: text("valid_until"),
    ...timestamps,
  },
  (table) => [index("message_user_idx").on(table.userId, table.createdAt)],
);

export type MessageRow = typeof message.$inferSelect;

/** "Campañas de mensajes": when and where an account's messages sound. */
export const messageCampaign = pgTable(
  "message_campaign",
  {
    ...userRowColumns(),
    name: text("name").notNull(),
    validFrom: text("valid_from").notNull(),
    validUntil: text("valid_until"),
    weekdays: jsonb("weekdays").$type<Weekday[]>().notNull(),
    mode: jsonb("mode").$type<CampaignMode>().notNull(),
    ...timestamps,
  },
  (table) => [index("message_campaign_user_idx").on(table.userId, table.createdAt)],
);

/** A campaign's messages, in the order they rotate. */
export const messageCampaignMessage = pgTable(
  "message_campaign_message",
  {
    campaignId: belongsTo("campaign_id", () => messageCampaign.id),
    messageId: belongsTo("message_id", () => message.id),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.messageId] }),
    index("message_campaign_message_message_idx").on(table.messageId),
  ],
);

/** The zones a campaign sounds in. */
export const messageCampaignZone = pgTable(
  "message_campaign_zone",
  {
    campaignId: belongsTo("campaign_id", () => messageCampaign.id),
    zoneId: zoneColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.zoneId] }),
    index("message_campaign_zone_zone_idx").on(table.zoneId),
  ],
);
