import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import { createdAtColumn, idColumn, timestampTzMs } from "../columns";

/**
 * A zone's "Pausa de temporada" (decision 044): from one local date to another, both
 * inclusive, on the establishment's clock, the zone plays nothing, and a billing period it
 * covers whole is not charged for it. Kept after it ends, with who set it and who ended it:
 * the invoices that left the zone out name it.
 */
export const seasonalPause = pgTable(
  "seasonal_pause",
  {
    id: idColumn(),
    zoneId: zoneColumn(),
    establishmentId: establishmentColumn(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    /** Who set it: the owner or one of their managers (no key: they may leave the team). */
    createdBy: text("created_by").notNull(),
    createdAt: createdAtColumn(),
    /** "Reanudar ahora" or "Cancelar pausa": the zone plays again from this instant. */
    endedAt: timestampTzMs("ended_at"),
    endedBy: text("ended_by"),
  },
  (table) => [
    index("seasonal_pause_zone_idx").on(table.zoneId, table.toDate),
    index("seasonal_pause_establishment_idx").on(table.establishmentId),
  ],
);

export type SeasonalPauseRow = typeof seasonalPause.$inferSelect;
