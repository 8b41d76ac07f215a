import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import type { Activity } from "~/shared/establishments/activity";
import { userRowColumns } from "../accounts/tables";
import { belongsTo, createdAtColumn, timestampTz } from "../columns";

/** Where a subscriber plays music: the business a licence certificate names (decision 011). */
export const establishment = pgTable(
  "establishment",
  {
    ...userRowColumns(),
    tradingName: text("trading_name").notNull(),
    legalName: text("legal_name").notNull(),
    taxId: text("tax_id").notNull(),
    address: text("address").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    province: text("province").notNull(),
    activity: text("activity").$type<Activity>().notNull(),
    /** In square metres; null when not given. */
    floorArea: integer("floor_area"),
    timeZone: text("time_zone").$type<EstablishmentTimeZone>().notNull(),
    /**
     * Set instead of deleting once plays, seals, certificates or waits refer to it: proof
     * outlives the list, and the database refuses to delete it (decision 033).
     */
    archivedAt: timestampTz("archived_at"),
    createdAt: createdAtColumn(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
  },
  (table) => [index("establishment_user_id_idx").on(table.userId)],
);

/** An establishment's own row: removed with the establishment. */
export const establishmentColumn = () => belongsTo("establishment_id", () => establishment.id);

export type EstablishmentRow = typeof establishment.$inferSelect;
