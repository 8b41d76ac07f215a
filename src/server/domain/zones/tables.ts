import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ZoneStateInput } from "~/shared/remote/schema";
import { establishmentColumn } from "../establishments/tables";
import { belongsTo, createdAtColumn, idColumn, timestampTz, timestampTzMs } from "../columns";

/**
 * Where in an establishment one stream plays ("Sala", "Terraza"; decision 023): each has
 * its own play log chain, claim and programme. The zone an establishment had before zones
 * existed, "Principal", has the establishment's own id, so every chain, seal and claim
 * keyed by the establishment went on as that zone's without rewriting a row or a hash.
 */
export const zone = pgTable(
  "zone",
  {
    id: idColumn(),
    establishmentId: establishmentColumn(),
    name: text("name").notNull(),
    /** The order the zones are shown in, lowest first. */
    position: integer("position").notNull(),
    createdAt: createdAtColumn(),
    /** Set instead of deleting once plays, seals or waits refer to it, as for establishments. */
    archivedAt: timestampTz("archived_at"),
  },
  (table) => [
    index("zone_establishment_idx").on(table.establishmentId, table.position),
    uniqueIndex("zone_live_name_idx")
      .on(table.establishmentId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

/** A zone's own row: removed with the zone. */
export const zoneColumn = () => belongsTo("zone_id", () => zone.id);

export type ZoneRow = typeof zone.$inferSelect;

/**
 * Each zone's latest state, as its player last sent it: one row per zone, overwritten.
 * `zone_id` is today an establishment's id (its zone "Principal"); the establishment is
 * kept too, so its deletion takes its zones' states with it.
 */
export const zoneState = pgTable(
  "zone_state",
  {
    zoneId: text("zone_id").primaryKey(),
    establishmentId: establishmentColumn(),
    deviceId: text("device_id").notNull(),
    state: jsonb("state").$type<ZoneStateInput>().notNull(),
    /** By the server's clock: a state not heard for ZONE_STATE_STALE_MS has no player behind it. */
    seenAt: timestampTzMs("seen_at").notNull(),
  },
  (table) => [index("zone_state_establishment_id_idx").on(table.establishmentId)],
);

export type ZoneStateRow = typeof zoneState.$inferSelect;
