import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import type pg from "pg";
import { APP_SCHEMA, appRelation, listAppTables, type AppTable, type Query } from "./app-tables";
import type { MigrationLevel, SequenceState } from "./manifest";
import { readMigrationLevel } from "./migration-level";
import type { Progress } from "./progress";

export interface TableDump {
  table: string;
  /** JSON lines, one row each (`to_jsonb` of the row: exact values, generated columns left out). */
  file: string;
  rows: number;
}

export interface PostgresDump {
  level: MigrationLevel | null;
  tables: TableDump[];
  sequences: SequenceState[];
}

const ROWS_PER_FETCH = 1000;

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Every table of the app's schema, in foreign-key order, read in one REPEATABLE READ,
 * READ ONLY transaction: one snapshot, consistent across tables, while the app keeps
 * running. No pg_dump binary is needed. pg-boss's schema is left out (see create-backup.ts).
 */
export async function dumpPostgres(
  pool: pg.Pool,
  folder: string,
  progress: Progress,
): Promise<PostgresDump> {
  const client = await pool.connect();
  const query: Query = (text, params) => client.query(text, params);
  try {
    await client.query("begin transaction isolation level repeatable read, read only");
    const level = await readMigrationLevel(query);
    const tables = await listAppTables(query);
    const dumps: TableDump[] = [];
    for (const [index, table] of tables.entries()) {
      const file = path.join(folder, `${String(index).padStart(3, "0")}-${table.name}.jsonl`);
      const rows = await dumpTable(query, table, file);
      dumps.push({ table: table.name, file, rows });
      progress(`  ${table.name}: ${rows} rows`);
    }
    // Sequences are outside transactions: read after the rows, they are at least as far on.
    const sequences = await readSequences(query);
    await client.query("commit");
    return { level, tables: dumps, sequences };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function dumpTable(query: Query, table: AppTable, file: string) {
  const generated = table.generatedColumns.map(sqlString).join(", ");
  const row = generated ? `to_jsonb(t) - array[${generated}]::text[]` : "to_jsonb(t)";
  await query(
    `declare backup_rows no scroll cursor for select (${row})::text as line from ${appRelation(table.name)} t`,
  );
  const out = fs.createWriteStream(file);
  let rows = 0;
  try {
    for (;;) {
      const { rows: batch } = await query(`fetch forward ${ROWS_PER_FETCH} from backup_rows`);
      for (const { line } of batch) {
        if (!out.write(`${String(line)}\n`)) await once(out, "drain");
      }
      rows += batch.length;
      if (batch.length < ROWS_PER_FETCH) break;
    }
  } finally {
    out.end();
    await once(out, "close");
    await query("close backup_rows");
  }
  return rows;
}

async function readSequences(query: Query): Promise<SequenceState[]> {
  const { rows } = await query(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
        and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = $1
      order by t.relname, a.attname`,
    [APP_SCHEMA],
  );
  const states: SequenceState[] = [];
  for (const row of rows) {
    const { rows: state } = await query(
      `select last_value::text as last_value, is_called from ${appRelation(String(row.sequence))}`,
    );
    states.push({
      table: String(row.table),
      column: String(row.column),
      lastValue: state[0]?.is_called ? String(state[0].last_value) : null,
    });
  }
  return states;
}
