import { sql, type SQL } from "drizzle-orm";
import type { TestContext } from "./test-app";

/**
 * What someone with the database's keys could do to issued invoices behind the
 * application's back (decision 035): statements run while the invoice table's triggers —
 * the one refusing every edit and deletion — are off, on either engine, as the table's
 * owner can. `play-log-tampering.ts` does the same to plays.
 */
export async function tamperWithInvoices(context: TestContext, statements: SQL[]): Promise<void> {
  const { db } = context.database;
  await db.execute(sql`alter table invoice disable trigger user`);
  try {
    for (const statement of statements) await db.execute(statement);
  } finally {
    await db.execute(sql`alter table invoice enable trigger user`);
  }
}
