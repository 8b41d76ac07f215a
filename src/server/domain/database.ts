import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** The common type of both drivers: domain and feature code never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle a `db.transaction` callback is given. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
