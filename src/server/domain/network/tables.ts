import { index, pgTable, text } from "drizzle-orm/pg-core";
import type { NetworkStatus } from "~/shared/network/network-status";
import { userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import { timestampTzMs } from "../columns";

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
    checkedAt: timestampTzMs("checked_at").notNull(),
  },
  (table) => [
    index("zone_watch_owner_status_idx").on(table.ownerId, table.status),
    index("zone_watch_establishment_idx").on(table.establishmentId),
  ],
);

export type ZoneWatchRow = typeof zoneWatch.$inferSelect;
