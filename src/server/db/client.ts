import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import { keepPoolThroughConnectionLoss } from "./pool-connections";
import type { Database } from "~/server/domain/database";
import * as schema from "~/server/domain/schema";

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `dataDir` unset: an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string };

export interface DatabaseHandle {
  kind: DatabaseTarget["kind"];
  db: Database;
  /** node-postgres pool (postgres only): pg-boss and LISTEN/NOTIFY need raw connections. */
  pool?: pg.Pool;
  /** The connection string (postgres only), for connections of their own (LISTEN). */
  url?: string;
  /** The embedded engine (pglite only). */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function databaseTarget(env: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) };
}

/**
 * `loadDataDir` (PGlite only): start from this tarball of a data directory
 * (`PGlite.dumpDataDir()`) instead of an empty one — a restore.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    keepPoolThroughConnectionLoss(pool);
    const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      kind: "postgres",
      db,
      pool,
      url: target.url,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  const release = target.dataDir ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const pgliteOptions = { loadDataDir: options.loadDataDir };
    const pglite = target.dataDir
      ? await PGlite.create(path.join(target.dataDir, "db"), pgliteOptions)
      : await PGlite.create(pgliteOptions);
    const db = drizzlePglite(pglite, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      pglite,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
