import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { alertMinutes, type AlertKind, type AlertMode } from "~/shared/network/alerts";
import type { NetworkStatus } from "~/shared/network/network-status";
import { userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import { idColumn, timestampTzMs } from "../columns";

/**
 * Each zone's status as head office sees it (decision 041), kept so the network's page
 * filters, counts and pages 5 000 zones in SQL: written when a player's state arrives and
 * by the minute's check, which also sees what time alone changes (an opening, a player
 * gone quiet). `since`: when the zone entered this status.
 */
export const zoneWatch = pgTable(
  "zone_watch",
  {
    zoneId: zoneColumn().primaryKey(),
    establishmentId: establishmentColumn(),
    /** The account whose zone it is: the page's first filter. */
    ownerId: userColumn("owner_id"),
    status: text("status").$type<NetworkStatus>().notNull(),
    since: timestampTzMs("since").notNull(),
    /**
     * When the status was last worked out and written: at each report of the zone's player,
     * and when the minute's check finds it changed (it leaves the others alone, so a quiet
     * minute of 5 000 zones writes nothing).
     */
    checkedAt: timestampTzMs("checked_at").notNull(),
  },
  (table) => [
    index("zone_watch_owner_status_idx").on(table.ownerId, table.status),
    index("zone_watch_establishment_idx").on(table.establishmentId),
  ],
);

export type ZoneWatchRow = typeof zoneWatch.$inferSelect;

/**
 * An owner's alert thresholds (decision 041); no row: the defaults. In minutes: how long a
 * zone is silent in its opening hours, or offline, before it is an alert.
 */
export const alertSettings = pgTable("alert_settings", {
  ownerId: userColumn("owner_id").primaryKey(),
  silentMinutes: integer("silent_minutes").notNull().default(alertMinutes.silent.default),
  offlineMinutes: integer("offline_minutes").notNull().default(alertMinutes.offline.default),
  updatedAt: timestampTzMs("updated_at").notNull(),
});

/**
 * Who the owner chose to hear of alerts: themself or a manager (checked again at every
 * sending: a person no longer a manager hears nothing), at once or in the day's digest.
 */
export const alertRecipient = pgTable(
  "alert_recipient",
  {
    ownerId: userColumn("owner_id"),
    userId: userColumn(),
    mode: text("mode").$type<AlertMode>().notNull(),
    /** The last digest sent to the person: a retried run sends none twice. */
    digestSentAt: timestampTzMs("digest_sent_at"),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.userId] }),
    index("alert_recipient_user_idx").on(table.userId),
  ],
);

/**
 * An alert episode: a zone silent or offline from `startedAt` (its watch's `since`),
 * raised once it had been so for the owner's minutes, ended when it sounds again or turns
 * into the other kind. At most one open per zone (the partial unique index): however many
 * checks run, a zone is raised once per episode.
 */
export const zoneAlert = pgTable(
  "zone_alert",
  {
    id: idColumn(),
    zoneId: zoneColumn(),
    establishmentId: establishmentColumn(),
    ownerId: userColumn("owner_id"),
    kind: text("kind").$type<AlertKind>().notNull(),
    startedAt: timestampTzMs("started_at").notNull(),
    raisedAt: timestampTzMs("raised_at").notNull(),
    recoveredAt: timestampTzMs("recovered_at"),
    /** When the instant recipients were told of it (or would have been: none chosen). */
    alertSentAt: timestampTzMs("alert_sent_at"),
    /** Likewise for its end; set at once when it ends without sounding again. */
    recoverySentAt: timestampTzMs("recovery_sent_at"),
  },
  (table) => [
    uniqueIndex("zone_alert_open_idx")
      .on(table.zoneId)
      .where(sql`${table.recoveredAt} is null`),
    index("zone_alert_owner_idx").on(table.ownerId, table.raisedAt),
    index("zone_alert_unsent_idx")
      .on(table.ownerId)
      .where(
        sql`${table.alertSentAt} is null or (${table.recoveredAt} is not null and ${table.recoverySentAt} is null)`,
      ),
  ],
);

export type ZoneAlertRow = typeof zoneAlert.$inferSelect;
