/**
 * A fresh PostgreSQL database for one bench run, dropped afterwards. Where no server
 * answers (`DATABASE_URL`, or the local one at 127.0.0.1:5432), the run is skipped and
 * says so; a failure inside the run is the bench's own and is not hidden as "not measured".
 */
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/server/db/client";

export async function withScratchPostgres<T>(
  run: (handle: DatabaseHandle) => Promise<T>,
): Promise<T | undefined> {
  const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not measured (${(error as Error).message}).`);
    await admin.end().catch(() => {});
    return undefined;
  }
  const name = `sonaria_bench_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      return await run(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}
