import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "../db/client";
import type { ObjectStorage } from "../infra/storage/object-storage";
import { appRelation, listAppTables, queryOf } from "./app-tables";
import { createArchiveWriter, type ArchiveWriter } from "./archive";
import { dumpPostgres, type PostgresDump } from "./dump-postgres";
import {
  BackupError,
  entryNames,
  type BackupManifest,
  type MigrationLevel,
  type ObjectIndexLine,
} from "./manifest";
import { readMigrationLevel } from "./migration-level";
import { everyNth, formatBytes, type Progress } from "./progress";

export interface BackupSource {
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** The bucket the objects stay in, when storage is S3 (named in the manifest). */
  s3?: { bucket: string; endpoint: string | null };
}

/**
 * One archive of the database and the stored files (see manifest.ts for what it holds).
 *
 * PGlite: its whole data directory (`dumpDataDir`), pg-boss's jobs included — the server
 * is stopped (PGlite belongs to one process), so the copy is exact. PostgreSQL: the app's
 * tables as JSON lines from one snapshot, while the app runs; pg-boss's schema is left
 * out (jobs are transient: the restore command enqueues unfinished campaigns again).
 * S3 objects stay in their bucket; files on disk go into the archive.
 *
 * Written to `<out>.partial` and renamed at the end: a file named `out` is complete.
 */
export async function createBackup(options: {
  source: BackupSource;
  out: string;
  progress: Progress;
}): Promise<BackupManifest> {
  const { source, out, progress } = options;
  if (fs.existsSync(out)) {
    throw new BackupError(`${out} already exists: give the backup a new name.`);
  }
  const partial = `${out}.partial`;
  // PostgreSQL's tables are dumped here first: an archive entry needs its size up front.
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-backup-"));
  let writer: ArchiveWriter | undefined;
  try {
    progress(
      `Reading the ${source.database.kind === "pglite" ? "PGlite" : "PostgreSQL"} database…`,
    );
    const database =
      source.database.kind === "pglite"
        ? await readPglite(source.database)
        : await readPostgres(source.database, staging, progress);
    if (!database.level) {
      throw new BackupError(
        "The database has no migrations applied yet: there is nothing to back up.",
      );
    }

    progress(
      source.storage.kind === "disk"
        ? "Listing the stored files…"
        : "Counting the objects in the bucket…",
    );
    const objects = await listObjects(source.storage);
    const manifest = buildManifest(source, database.level, database.counts, objects);

    progress(`Writing ${out}…`);
    fs.rmSync(partial, { force: true });
    writer = createArchiveWriter(partial);
    await writer.add(entryNames.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
    if ("dataDir" in database) {
      await writer.add(entryNames.pgliteDataDir, database.dataDir);
      progress(`  data directory: ${formatBytes(database.dataDir.length)}`);
    } else {
      await writePostgresDump(writer, database.dump);
    }
    if (source.storage.kind === "disk")
      await writeObjects(writer, source.storage, objects, progress);
    await writer.close();
    fs.renameSync(partial, out);
    return manifest;
  } catch (error) {
    writer?.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function readPostgres(handle: DatabaseHandle, staging: string, progress: Progress) {
  if (!handle.pool) throw new Error("A PostgreSQL handle needs its pool");
  const dump = await dumpPostgres(handle.pool, staging, progress);
  const counts = Object.fromEntries(dump.tables.map((table) => [table.table, table.rows]));
  return { level: dump.level, counts, dump };
}

async function readPglite(handle: DatabaseHandle) {
  const pglite = handle.pglite;
  if (!pglite) throw new Error("A PGlite handle needs its engine");
  const query = queryOf(handle);
  const level = await readMigrationLevel(query);
  const counts: Record<string, number> = {};
  for (const table of await listAppTables(query)) {
    const { rows } = await query(`select count(*)::int as n from ${appRelation(table.name)}`);
    counts[table.name] = Number(rows[0]?.n ?? 0);
  }
  // Written out of memory first, so the copy needs no write-ahead log replay.
  await pglite.exec("checkpoint");
  const dump = await pglite.dumpDataDir("gzip");
  return { level, counts, dataDir: Buffer.from(await dump.arrayBuffer()) };
}

async function listObjects(storage: ObjectStorage): Promise<ObjectIndexLine[]> {
  const objects: ObjectIndexLine[] = [];
  for await (const key of storage.list()) {
    if (storage.kind === "s3") {
      // Counted only: the objects stay where they are.
      objects.push({ key, size: 0, contentType: "" });
      continue;
    }
    const stat = await storage.stat(key);
    if (!stat) continue; // deleted since it was listed
    objects.push({
      key,
      size: stat.size,
      contentType: stat.contentType ?? "application/octet-stream",
    });
  }
  return objects;
}

function buildManifest(
  source: BackupSource,
  migration: MigrationLevel,
  tables: Record<string, number>,
  objects: ObjectIndexLine[],
): BackupManifest {
  const kind = source.database.kind;
  return {
    format: "sonaria-backup",
    version: 1,
    createdAt: new Date().toISOString(),
    database: { kind, migration, tables, excludedSchemas: kind === "postgres" ? ["pgboss"] : [] },
    storage:
      source.storage.kind === "disk"
        ? {
            kind: "disk",
            objects: objects.length,
            bytes: objects.reduce((sum, object) => sum + object.size, 0),
            included: true,
          }
        : {
            kind: "s3",
            bucket: source.s3?.bucket ?? "",
            endpoint: source.s3?.endpoint ?? null,
            objects: objects.length,
            included: false,
          },
  };
}

async function writePostgresDump(writer: ArchiveWriter, dump: PostgresDump) {
  for (const table of dump.tables) {
    const name = `${entryNames.tablePrefix}${path.basename(table.file)}`;
    await writer.addStream(name, fs.statSync(table.file).size, fs.createReadStream(table.file));
  }
  await writer.add(entryNames.sequences, Buffer.from(JSON.stringify(dump.sequences)));
}

async function writeObjects(
  writer: ArchiveWriter,
  storage: ObjectStorage,
  objects: ObjectIndexLine[],
  progress: Progress,
) {
  const index = objects.map(({ key, size, contentType }) =>
    JSON.stringify({ key, size, contentType }),
  );
  await writer.add(entryNames.objectIndex, Buffer.from(index.map((line) => `${line}\n`).join("")));
  let bytes = 0;
  const step = everyNth(objects.length, 100, (done) =>
    progress(`  files: ${done}/${objects.length} (${formatBytes(bytes)})`),
  );
  for (const object of objects) {
    const body = await storage.read(object.key).catch((error: unknown) => {
      throw new BackupError(
        `${object.key} could not be read while backing up (${(error as Error).message}); run the backup again.`,
      );
    });
    await writer.addStream(`${entryNames.objectPrefix}${object.key}`, object.size, body);
    bytes += object.size;
    step();
  }
}
