import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "./database";

/** Whether any row of `column`'s table holds `id` there: one probe, the first row found. */
export async function anyRowNames(
  db: Pick<Database, "select">,
  column: PgColumn,
  id: string,
): Promise<boolean> {
  const rows = await db.select({ id: column }).from(column.table).where(eq(column, id)).limit(1);
  return rows.length > 0;
}
