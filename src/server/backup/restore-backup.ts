import fs from "node:fs";
import path from "node:path";
import { buffer, text } from "node:stream/consumers";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import type { ObjectStorage } from "../infra/storage/object-storage";
import { appRelation, listAppTables, queryOf, type Query } from "./app-tables";
import { readArchive, type ArchiveEntry } from "./archive";
import { loadTableRows, restoreSequences } from "./load-postgres";
import {
  BackupError,
  backupManifestSchema,
  entryNames,
  objectIndexLineSchema,
  sequenceStatesSchema,
  type BackupManifest,
  type ObjectIndexLine,
} from "./manifest";
import { assertKnownLevel, migrationsUpTo } from "./migration-level";
import { everyNth, formatBytes, type Progress } from "./progress";

export interface RestoreTarget {
  /** A PGlite data directory, or a PostgreSQL database: either empty. */
  database: DatabaseTarget;
  /** Where the files go (disk archives); it must hold none yet when it is a folder. */
  storage: ObjectStorage;
  /** The bucket configured, when storage is S3. */
  s3?: { bucket: string; endpoint: string | null };
}

type Entries = AsyncGenerator<ArchiveEntry>;

/**
 * Brings an archive of createBackup back into an empty PGlite data directory or an empty
 * PostgreSQL database, then migrates it to this version's schema. Everything that could
 * refuse is checked before anything is written.
 */
export async function restoreBackup(options: {
  file: string;
  target: RestoreTarget;
  progress: Progress;
}): Promise<BackupManifest> {
  const { file, target, progress } = options;
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const entries = readArchive(file);
  try {
    const manifest = await readManifest(entries, file);
    await assertRestorable(manifest, target, progress);

    progress(
      `Restoring the ${manifest.database.kind === "pglite" ? "PGlite" : "PostgreSQL"} database…`,
    );
    try {
      const handle =
        manifest.database.kind === "pglite"
          ? await restorePglite(entries, target.database)
          : await restorePostgres(entries, target.database, manifest, progress);
      try {
        await assertCounts(handle, manifest);
        // Up to this version's schema, as at any boot.
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      if (manifest.storage.included)
        await restoreObjects(entries, target.storage, manifest, progress);
      const rest = await entries.next();
      if (!rest.done) throw new Error(`unexpected entry ${rest.value.name}`);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `The restore failed: ${(error as Error).message}. ${cleanUpAdvice(target)}`,
      );
    }
    return manifest;
  } finally {
    await entries.return(undefined);
  }
}

async function readManifest(entries: Entries, file: string): Promise<BackupManifest> {
  const notABackup = (why: string) => new BackupError(`${file} is not a Sonaria backup (${why}).`);
  let first: IteratorResult<ArchiveEntry>;
  try {
    first = await entries.next();
  } catch (error) {
    throw notABackup((error as Error).message);
  }
  if (first.done || first.value.name !== entryNames.manifest) throw notABackup("no manifest");
  let raw: unknown;
  try {
    raw = JSON.parse(await text(first.value.body));
  } catch {
    throw notABackup("its manifest is not JSON");
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw notABackup(`an unknown manifest: ${parsed.error.issues[0]?.message ?? ""}`);
  }
  return parsed.data;
}

async function assertRestorable(
  manifest: BackupManifest,
  target: RestoreTarget,
  progress: Progress,
): Promise<void> {
  const { database, storage } = manifest;
  if (database.kind !== target.database.kind) {
    throw new BackupError(
      database.kind === "pglite"
        ? "This archive holds an embedded (PGlite) database: restore it with DATABASE_URL unset."
        : "This archive holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database.",
    );
  }
  assertKnownLevel(database.migration);

  if (storage.kind === "s3") {
    if (target.storage.kind !== "s3") {
      throw new BackupError(
        `This archive's files stayed in the S3 bucket "${storage.bucket}": set S3_BUCKET (and S3_ENDPOINT…) to it.`,
      );
    }
    if (
      target.s3?.bucket !== storage.bucket ||
      (target.s3?.endpoint ?? null) !== storage.endpoint
    ) {
      progress(
        `Note: the files are in bucket "${storage.bucket}" (${storage.endpoint ?? "AWS"}); ` +
          `this instance uses "${target.s3?.bucket}". Copy the objects there if it is not a replica.`,
      );
    }
  }

  if (target.database.kind === "pglite") {
    if (!target.database.dataDir) throw new Error("A restore needs a PGlite data directory");
    const folder = path.join(target.database.dataDir, "db");
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      throw new BackupError(
        `${target.database.dataDir} already has a database: restore into a new, empty DATA_DIR.`,
      );
    }
  } else {
    await assertEmptyPostgres(target.database.url);
  }
  if (target.storage.kind === "disk") {
    for await (const key of target.storage.list()) {
      throw new BackupError(
        `The target already stores files (${key}…): restore into a new DATA_DIR.`,
      );
    }
  }
}

async function assertEmptyPostgres(url: string) {
  const handle = await openDatabase({ kind: "postgres", url });
  try {
    const { rows } = await requirePool(handle)
      .query(
        `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
          and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
      )
      .catch((error: Error) => {
        throw new BackupError(`Cannot open the database to restore into: ${error.message}.`);
      });
    if (rows[0]?.n > 0) {
      const name = new URL(url).pathname.slice(1);
      throw new BackupError(
        `The database ${name} is not empty: restore into a new one (createdb …, then DATABASE_URL).`,
      );
    }
  } finally {
    await handle.close();
  }
}

function requirePool(handle: DatabaseHandle) {
  if (!handle.pool) throw new Error("A PostgreSQL handle needs its pool");
  return handle.pool;
}

async function nextEntry(entries: Entries, expected: string): Promise<ArchiveEntry> {
  const next = await entries.next();
  if (next.done) throw new Error(`the archive ends before ${expected}`);
  return next.value;
}

async function restorePglite(entries: Entries, target: DatabaseTarget): Promise<DatabaseHandle> {
  const entry = await nextEntry(entries, entryNames.pgliteDataDir);
  if (entry.name !== entryNames.pgliteDataDir) throw new Error(`unexpected entry ${entry.name}`);
  const dataDir = await buffer(entry.body);
  return openDatabase(target, { loadDataDir: new Blob([new Uint8Array(dataDir)]) });
}

async function restorePostgres(
  entries: Entries,
  target: DatabaseTarget,
  manifest: BackupManifest,
  progress: Progress,
): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  try {
    // The schema as it was when the rows were read; later migrations run over them after.
    const migrations = migrationsUpTo(manifest.database.migration);
    try {
      await migrateDatabase(handle, { migrationsFolder: migrations.folder });
    } finally {
      migrations.remove();
    }
    const client = await requirePool(handle).connect();
    const query: Query = (sql, params) => client.query(sql, params);
    try {
      await client.query("begin");
      const tables = new Map((await listAppTables(query)).map((table) => [table.name, table]));
      for (;;) {
        const entry = await nextEntry(entries, entryNames.sequences);
        if (entry.name === entryNames.sequences) {
          const states = sequenceStatesSchema.parse(JSON.parse(await text(entry.body)));
          await restoreSequences(query, states);
          break;
        }
        const name = entry.name.startsWith(entryNames.tablePrefix)
          ? path.basename(entry.name, ".jsonl").replace(/^\d+-/, "")
          : "";
        const table = tables.get(name);
        if (!table) throw new Error(`unexpected entry ${entry.name}`);
        const rows = await loadTableRows(query, table, entry.body);
        progress(`  ${table.name}: ${rows} rows`);
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The rows restored are the rows the backup counted: nothing lost on the way. */
async function assertCounts(handle: DatabaseHandle, manifest: BackupManifest) {
  const query = queryOf(handle);
  for (const [table, expected] of Object.entries(manifest.database.tables)) {
    const { rows } = await query(`select count(*)::int as n from ${appRelation(table)}`);
    const found = Number(rows[0]?.n);
    if (found !== expected) {
      throw new Error(`table ${table} has ${found} rows where the backup counted ${expected}`);
    }
  }
}

async function restoreObjects(
  entries: Entries,
  storage: ObjectStorage,
  manifest: BackupManifest,
  progress: Progress,
) {
  const indexEntry = await nextEntry(entries, entryNames.objectIndex);
  if (indexEntry.name !== entryNames.objectIndex)
    throw new Error(`unexpected entry ${indexEntry.name}`);
  const index = new Map<string, ObjectIndexLine>();
  for (const line of (await text(indexEntry.body)).split("\n")) {
    if (!line) continue;
    const object = objectIndexLineSchema.parse(JSON.parse(line));
    index.set(object.key, object);
  }
  const total = manifest.storage.objects;
  let bytes = 0;
  const step = everyNth(total, 100, (done) =>
    progress(`  files: ${done}/${total} (${formatBytes(bytes)})`),
  );
  progress(`Restoring ${total} files…`);
  for (let restored = 0; restored < total; restored++) {
    const entry = await nextEntry(entries, `file ${restored + 1} of ${total}`);
    const key = entry.name.slice(entryNames.objectPrefix.length);
    const stored = index.get(key);
    if (!entry.name.startsWith(entryNames.objectPrefix) || !stored) {
      throw new Error(`unexpected entry ${entry.name}`);
    }
    await storage.put(key, entry.body, { contentType: stored.contentType, size: stored.size });
    bytes += stored.size;
    step();
  }
}

function cleanUpAdvice(target: RestoreTarget): string {
  return target.database.kind === "pglite"
    ? `Remove ${target.database.dataDir} (or its db and uploads folders) before trying again.`
    : "Drop the database and create it empty again before trying again.";
}
