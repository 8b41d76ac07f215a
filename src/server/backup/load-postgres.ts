import readline from "node:readline";
import type { Readable } from "node:stream";
import { appRelation, quoteIdentifier, type AppTable, type Query } from "./app-tables";
import type { SequenceState } from "./manifest";

// Rows per INSERT: large enough to be quick, small enough for one parameter.
const ROWS_PER_INSERT = 500;

/**
 * A table's JSON lines (dump-postgres.ts) into the same table of an empty database, in
 * the caller's transaction. PostgreSQL parses each value with its column type's input
 * function, so timestamps, bigints and JSON come back exactly as they were.
 */
export async function loadTableRows(query: Query, table: AppTable, body: Readable) {
  const columns = table.columns.map(quoteIdentifier).join(", ");
  const insert =
    `insert into ${appRelation(table.name)} (${columns})` +
    (table.hasIdentityAlways ? " overriding system value" : "") +
    ` select ${columns} from jsonb_populate_recordset(null::${appRelation(table.name)}, $1::jsonb)`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await query(insert, [`[${batch.join(",")}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of readline.createInterface({ input: body, crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= ROWS_PER_INSERT) await flush();
  }
  await flush();
  return rows;
}

/**
 * Each serial or identity column's sequence where the source's stood (never below the
 * largest value restored), so the next row gets a new number.
 */
export async function restoreSequences(query: Query, sequences: SequenceState[]) {
  for (const { table, column, lastValue } of sequences) {
    const { rows } = await query(
      // The column may be text a sequence numbers (a certificate's "SON-2026-000042"): only
      // plain numbers count towards the largest value restored.
      `select coalesce(max(case when ${quoteIdentifier(column)}::text ~ '^[0-9]+$'
         then ${quoteIdentifier(column)}::text::numeric end), 0)::text as top
       from ${appRelation(table)}`,
    );
    const top = BigInt(String(rows[0]?.top ?? "0"));
    const value = lastValue !== null && BigInt(lastValue) > top ? BigInt(lastValue) : top;
    if (value === 0n) continue;
    await query("select setval(pg_get_serial_sequence($1, $2), $3::bigint, true)", [
      appRelation(table),
      column,
      value.toString(),
    ]);
  }
}
