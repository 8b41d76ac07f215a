import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { portAnswers } from "./port-answers";

export type DatabaseKind = DatabaseHandle["kind"];

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let kinds: Promise<DatabaseKind[]> | undefined;

/** PGlite always; PostgreSQL too where a server answers (DATABASE_URL or 127.0.0.1:5432). */
export function availableDatabaseKinds(): Promise<DatabaseKind[]> {
  kinds ??= portAnswers(adminUrl).then((ok) => {
    if (!ok)
      console.info(
        `PostgreSQL does not answer at ${new URL(adminUrl).host}: API tests run on PGlite only.`,
      );
    return ok ? ["pglite", "postgres"] : ["pglite"];
  });
  return kinds;
}

/**
 * A migrated database of its own: in-memory PGlite, or a fresh PostgreSQL database
 * that is dropped on close, so parallel runs never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await migrateDatabase(handle);
    return handle;
  }

  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: empty.url });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new PostgreSQL database with nothing in it (not migrated), and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `sonaria_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // Wait for the pools' connections to finish closing: forcing them would make a
      // closing client report an error after the test has ended.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await dropper.query(
          "select count(*)::int as open from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
