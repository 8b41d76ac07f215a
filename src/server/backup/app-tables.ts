import type { DatabaseHandle } from "../db/client";

/** One SQL statement: on a node-postgres client or pool, or PGlite, alike. */
export type Query = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export function queryOf(handle: DatabaseHandle): Query {
  const { pglite, pool } = handle;
  if (pglite) return (text, params) => pglite.query<Record<string, unknown>>(text, params);
  if (pool) return (text, params) => pool.query(text, params);
  throw new Error("A database handle needs PGlite or a pool");
}

/** The app's own tables live in `public`; drizzle keeps its history in `drizzle`, pg-boss in `pgboss`. */
export const APP_SCHEMA = "public";

/**
 * Left out of every archive: the session secret that instances on one database share.
 * With it, a stolen archive's session rows would be cookies anyone could sign; without
 * it, the restored instance makes a new one and everyone signs in again.
 */
const NOT_BACKED_UP = new Set(["shared_secret"]);

export interface AppTable {
  name: string;
  /** Columns a row is written with. */
  columns: string[];
  /** Generated columns: left out, the database computes them again. */
  generatedColumns: string[];
  /** A GENERATED ALWAYS identity column: inserting its values needs OVERRIDING SYSTEM VALUE. */
  hasIdentityAlways: boolean;
}

/** "name" → a quoted SQL identifier (names come from the catalogue, quoting keeps them exact). */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table or sequence of the app's schema, whatever the search path. */
export const appRelation = (name: string) =>
  `${quoteIdentifier(APP_SCHEMA)}.${quoteIdentifier(name)}`;

/**
 * The app's tables, each after every table it references, so that rows can be inserted
 * in this order with every foreign key in place.
 */
export async function listAppTables(query: Query): Promise<AppTable[]> {
  const { rows: columnRows } = await query(
    `select c.table_name, c.column_name, c.is_generated, c.identity_generation
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = $1 and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
    [APP_SCHEMA],
  );
  const tables = new Map<string, AppTable>();
  for (const row of columnRows) {
    const name = String(row.table_name);
    if (NOT_BACKED_UP.has(name)) continue;
    const table = tables.get(name) ?? {
      name,
      columns: [],
      generatedColumns: [],
      hasIdentityAlways: false,
    };
    tables.set(name, table);
    if (row.is_generated === "ALWAYS") {
      table.generatedColumns.push(String(row.column_name));
      continue;
    }
    table.columns.push(String(row.column_name));
    if (row.identity_generation === "ALWAYS") table.hasIdentityAlways = true;
  }

  const { rows: references } = await query(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = $1`,
    [APP_SCHEMA],
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    // A table referencing itself would need its rows in order; the schema has none.
    if (child === parent) continue;
    const set = parents.get(String(child)) ?? new Set<string>();
    set.add(String(parent));
    parents.set(String(child), set);
  }

  const ordered: AppTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const putInOrder = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through "${name}"`);
    visiting.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) putInOrder(parent);
    visiting.delete(name);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) putInOrder(name);
  return ordered;
}
