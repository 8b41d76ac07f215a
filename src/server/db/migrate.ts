import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

/** Next to this module in the source tree; copied next to the server bundle by the build. */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

// Any fixed number: every instance of the app agrees on it.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed migrations (or those of another folder: a restore stops at the
 * backup's level first); on PostgreSQL one instance at a time.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
    return;
  }
  if (!handle.pool) throw new Error("A PostgreSQL handle needs its pool");
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
