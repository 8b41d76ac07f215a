import { boolean, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ScheduleInput, ScheduleOverride } from "~/shared/schedules/schema";
import { userRowColumns } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import { createdAtColumn, refersTo, timestampTzMs } from "../columns";

/**
 * A company programme (decision 043): one programme the owner made once for many zones.
 * Each zone that follows it keeps a copy in its `schedule` row, written again with every
 * change, so the player and every reader go on reading one row per zone.
 */
export const companyProgramme = pgTable(
  "company_programme",
  {
    ...userRowColumns(),
    name: text("name").notNull(),
    programme: jsonb("programme").$type<ScheduleInput>().notNull(),
    /** Whether the managers of its zones may change their zone's programme (then their own). */
    localChanges: boolean("local_changes").notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestampTzMs("updated_at").notNull().defaultNow(),
  },
  (table) => [index("company_programme_user_id_idx").on(table.userId)],
);

export type CompanyProgrammeRow = typeof companyProgramme.$inferSelect;

/**
 * An establishment's "Programación" (decision 020): the programme as validated
 * (shared/schedules/schema), and the owner's manual choice until a time. No row: no
 * programme, and the player plays as it did before schedules.
 */
export const schedule = pgTable(
  "schedule",
  {
    zoneId: zoneColumn().primaryKey(),
    establishmentId: establishmentColumn(),
    programme: jsonb("programme").$type<ScheduleInput>().notNull(),
    override: jsonb("override").$type<ScheduleOverride>(),
    /** The company programme this zone follows; its own programme when null. */
    companyProgrammeId: refersTo("company_programme_id", () => companyProgramme.id),
    updatedAt: timestampTzMs("updated_at").notNull().defaultNow(),
  },
  (table) => [index("schedule_company_programme_idx").on(table.companyProgrammeId)],
);

export type ScheduleRow = typeof schedule.$inferSelect;
