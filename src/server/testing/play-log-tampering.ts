import { sql, type SQL } from "drizzle-orm";
import type { TestContext } from "./test-app";

/**
 * What someone with database access could do behind the application's back: statements
 * run with the play log's triggers off. PostgreSQL: `session_replication_role = replica`
 * for one transaction (it also skips foreign keys, as a superuser's bulk edit would).
 * PGlite has one session and no replication role: its tables' user triggers are disabled
 * around the statements instead.
 */
export async function tamperWithPlayLog(context: TestContext, statements: SQL[]): Promise<void> {
  const { db } = context.database;
  if (context.kind === "postgres") {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const statement of statements) await tx.execute(statement);
    });
    return;
  }
  const tables = ["play_log", "play_log_seal", "play_log_seal_timestamp"];
  for (const table of tables)
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    for (const statement of statements) await db.execute(statement);
  } finally {
    for (const table of tables)
      await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}
