import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { migrateDatabase, migrationsFolder } from "../db/migrate";
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
 * that is dropped on close, so parallel runs never see each other's rows. Both start as
 * a copy of a database migrated once: migrating took most of a suite's setup.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite")
    return openDatabase({ kind: "pglite" }, { loadDataDir: await migratedPgliteDataDir() });

  const empty = await createEmptyPostgresDatabase({ template: await migratedPostgresTemplate() });
  const handle = await openDatabase({ kind: "postgres", url: empty.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** Names the file where the tests' global setup left a migrated PGlite data directory. */
export const PGLITE_DATA_DIR_FILE = "SONARIA_TEST_PGLITE_DATA_DIR";

let pgliteDataDir: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory (a tarball): the one the global setup made, or else one
 * made once in this process. Loading it skips initdb too.
 */
export function migratedPgliteDataDir(): Promise<Blob> {
  pgliteDataDir ??= (async () => {
    const file = process.env[PGLITE_DATA_DIR_FILE];
    if (file) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({ kind: "pglite" });
    try {
      await migrateDatabase(handle);
      if (!handle.pglite) throw new Error("A PGlite handle has its engine");
      return await handle.pglite.dumpDataDir("none");
    } finally {
      await handle.close();
    }
  })();
  return pgliteDataDir;
}

// Any fixed number, not the app's migration lock: workers agree on who builds the template.
const TEMPLATE_LOCK_KEY = 727_002;
let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a PostgreSQL database migrated to the committed migrations, made by the first
 * worker that needs it and kept between runs: its name holds a hash of the migrations, so
 * a changed migration makes a new one.
 */
export function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `sonaria_template_${migrationsHash().slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [
        name,
      ]);
      if (rowCount === 0) {
        // Built under another name and renamed when whole: a run stopped halfway leaves
        // no template that looks ready.
        const building = await createEmptyPostgresDatabase();
        const handle = await openDatabase({ kind: "postgres", url: building.url });
        try {
          await migrateDatabase(handle);
        } finally {
          await handle.close();
        }
        await admin.query(
          `alter database ${new URL(building.url).pathname.slice(1)} rename to ${name}`,
        );
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex");
}

/**
 * A new PostgreSQL database with nothing in it (not migrated), or a copy of `template`,
 * and how to drop it.
 */
export async function createEmptyPostgresDatabase(options: { template?: string } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `sonaria_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    options.template
      ? `create database ${name} template ${options.template}`
      : `create database ${name}`,
  );
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
