import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../domain/database";
import type { TestContext } from "./test-app";

/** The tables whose triggers keep proof of licence (decisions 011, 016, 033). */
const GUARDED_TABLES = [
  "play_log",
  "play_log_seal",
  "play_log_seal_timestamp",
  "play_log_anchor",
  "establishment",
  "zone",
  "certificate",
  "inspection_file",
  "inspection_file_timestamp",
];

/** What a statement may run on: the database, or a transaction of it. */
export type Executor = Pick<Database, "execute" | "select" | "insert" | "update" | "delete">;

/**
 * What the tables' owner or a superuser could do behind the application's back — or a test
 * arranging what no route can make (a certificate's period moved): `run` with the proof's
 * triggers off. PostgreSQL: `session_replication_role = replica` for one transaction (it
 * also skips foreign keys, as a superuser's bulk edit would). PGlite has one session and
 * no replication role: its tables' user triggers are disabled around `run` instead.
 */
export async function withTriggersOff(
  context: Pick<TestContext, "kind" | "database">,
  run: (db: Executor) => Promise<unknown>,
): Promise<void> {
  const { db } = context.database;
  if (context.kind === "postgres") {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await run(tx);
    });
    return;
  }
  for (const table of GUARDED_TABLES)
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await run(db);
  } finally {
    for (const table of GUARDED_TABLES)
      await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

/** Statements run as `withTriggersOff` runs them: tampering with the play log. */
export async function tamperWithPlayLog(context: TestContext, statements: SQL[]): Promise<void> {
  await withTriggersOff(context, async (db) => {
    for (const statement of statements) await db.execute(statement);
  });
}
