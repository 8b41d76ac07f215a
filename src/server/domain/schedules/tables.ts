import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ScheduleInput, ScheduleOverride } from "~/shared/schedules/schema";
import { establishmentColumn } from "../establishments/tables";
import { zone } from "../zones/tables";

/**
 * An establishment's "Programación" (decision 020): the programme as validated
 * (shared/schedules/schema), and the owner's manual choice until a time. No row: no
 * programme, and the player plays as it did before schedules.
 */
export const schedule = pgTable("schedule", {
  zoneId: text("zone_id")
    .primaryKey()
    .references(() => zone.id, { onDelete: "cascade" }),
  establishmentId: establishmentColumn(),
  programme: jsonb("programme").$type<ScheduleInput>().notNull(),
  override: jsonb("override").$type<ScheduleOverride>(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type ScheduleRow = typeof schedule.$inferSelect;
