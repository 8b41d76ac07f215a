import { type AnyPgColumn, customType, text, timestamp } from "drizzle-orm/pg-core";

/** A moment with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A moment to the millisecond: what the server's clock orders, compares and hashes. */
export const timestampTzMs = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 });

export const idColumn = () => text("id").primaryKey();

/** A row known by its name: `nameKey`, the name lowercase without accents, is unique. */
export const uniquelyNamedColumns = () => ({
  id: idColumn(),
  name: text("name").notNull(),
  nameKey: text("name_key").notNull().unique(),
});

export const createdAtColumn = () => timestampTz("created_at").notNull().defaultNow();

export const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: timestampTz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A row that belongs to another: removed with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  text(name).notNull().references(parent, { onDelete: "cascade" });

/** A row that names another and outlives it: the name is emptied when the other goes. */
export const refersTo = (name: string, other: () => AnyPgColumn) =>
  text(name).references(other, { onDelete: "set null" });

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
