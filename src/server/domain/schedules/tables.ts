import { jsonb, pgTable } from "drizzle-orm/pg-core";
import type { ScheduleInput, ScheduleOverride } from "~/shared/schedules/schema";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import { timestampTzMs } from "../columns";

/**
 * An establishment's "Programación" (decision 020): the programme as validated
 * (shared/schedules/schema), and the owner's manual choice until a time. No row: no
 * programme, and the player plays as it did before schedules.
 */
export const schedule = pgTable("schedule", {
  zoneId: zoneColumn().primaryKey(),
  establishmentId: establishmentColumn(),
  programme: jsonb("programme").$type<ScheduleInput>().notNull(),
  override: jsonb("override").$type<ScheduleOverride>(),
  updatedAt: timestampTzMs("updated_at").notNull().defaultNow(),
});

export type ScheduleRow = typeof schedule.$inferSelect;
