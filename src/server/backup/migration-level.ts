import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "~/shared/validation/zod";
import { migrationsFolder } from "../db/migrate";
import type { Query } from "./app-tables";
import { BackupError, type MigrationLevel } from "./manifest";

// Loose: the other fields (version, dialect) are written back into a truncated copy.
const journalSchema = z
  .object({ entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })) })
  .loose();

function readJournal() {
  const file = path.join(migrationsFolder, "meta", "_journal.json");
  return journalSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** The migrations drizzle has recorded in this database; null when it has none (a new database). */
export async function readMigrationLevel(query: Query): Promise<MigrationLevel | null> {
  const { rows } = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return null;
  const { rows: applied } = await query(
    `select count(*)::int as count, max(created_at)::text as created_at
       from drizzle.__drizzle_migrations`,
  );
  const count = Number(applied[0]?.count ?? 0);
  if (count === 0) return null;
  const createdAt = Number(applied[0]?.created_at);
  const known = readJournal().entries.find((entry) => entry.when === createdAt);
  return { count, createdAt, tag: known?.tag ?? null };
}

/**
 * Refuses an archive made by a newer version of the app: its tables have a shape this
 * version's code and migrations do not know.
 */
export function assertKnownLevel(level: MigrationLevel): void {
  const entry = readJournal().entries[level.count - 1];
  if (entry?.when !== level.createdAt) {
    throw new BackupError(
      `The archive's database is at migration ${level.tag ?? level.createdAt} (${level.count} applied), ` +
        "which this version of Sonaria does not have. Restore it with the version that made it, or a newer one.",
    );
  }
}

/**
 * A copy of the migrations folder that stops at `level`: the restored rows are loaded
 * into the schema they were read from, and the later migrations then run over them as
 * they would over the old database.
 */
export function migrationsUpTo(level: MigrationLevel): { folder: string; remove(): void } {
  const journal = readJournal();
  const entries = journal.entries.slice(0, level.count);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
