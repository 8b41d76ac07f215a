import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../db/migrate";
import { createDiskStorage } from "../infra/storage/disk-storage";
import { createArchiveWriter } from "./archive";
import type { BackupManifest } from "./manifest";
import { restoreBackup } from "./restore-backup";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-restore-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
const scratchPath = (name: string) => path.join(scratch, `${counter++}-${name}`);

const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
) as { entries: { when: number; tag: string }[] };
const latest = journal.entries[journal.entries.length - 1] as { when: number; tag: string };

function manifest(overrides: { database?: Partial<BackupManifest["database"]> } = {}) {
  return {
    format: "sonaria-backup",
    version: 1,
    createdAt: new Date().toISOString(),
    database: {
      kind: "pglite",
      migration: { count: journal.entries.length, createdAt: latest.when, tag: latest.tag },
      tables: {},
      excludedSchemas: [],
      ...overrides.database,
    },
    storage: { kind: "disk", objects: 0, bytes: 0, included: true },
  } satisfies BackupManifest;
}

async function archiveOf(entries: [string, string][]): Promise<string> {
  const file = scratchPath("backup.tar.gz");
  const writer = createArchiveWriter(file);
  for (const [name, body] of entries) await writer.add(name, Buffer.from(body));
  await writer.close();
  return file;
}

/** A fresh PGlite DATA_DIR with its uploads folder, as `restore` gets it. */
function emptyTarget() {
  const dataDir = scratchPath("data");
  return {
    dataDir,
    target: {
      database: { kind: "pglite" as const, dataDir },
      storage: createDiskStorage({ root: path.join(dataDir, "uploads") }),
    },
  };
}

const restore = (file: string, target = emptyTarget().target) =>
  restoreBackup({ file, target, progress: () => {} });

describe("restoreBackup refuses before writing anything", () => {
  it("a file that is not a backup", async () => {
    const text = scratchPath("notes.txt");
    fs.writeFileSync(text, "not an archive");
    await expect(restore(text)).rejects.toThrow(/is not a Sonaria backup/);

    const withoutManifest = await archiveOf([["readme.txt", "hola"]]);
    await expect(restore(withoutManifest)).rejects.toThrow(
      /is not a Sonaria backup \(no manifest\)/,
    );

    const foreign = await archiveOf([["manifest.json", JSON.stringify({ format: "other" })]]);
    await expect(restore(foreign)).rejects.toThrow(/an unknown manifest/);

    await expect(restore(scratchPath("missing.tar.gz"))).rejects.toThrow(/does not exist/);
  });

  it("an archive made by a newer version of the app", async () => {
    const newer = manifest({
      database: {
        migration: { count: journal.entries.length + 1, createdAt: latest.when + 1, tag: null },
      },
    });
    const file = await archiveOf([["manifest.json", JSON.stringify(newer)]]);
    await expect(restore(file)).rejects.toThrow(/which this version of Sonaria does not have/);
  });

  it("an archive of the other database engine", async () => {
    const file = await archiveOf([
      ["manifest.json", JSON.stringify(manifest({ database: { kind: "postgres" } }))],
    ]);
    await expect(restore(file)).rejects.toThrow(/restore it with DATABASE_URL set/);
  });

  it("a cut-short archive, saying what to clean up, and leaves no database behind", async () => {
    const file = await archiveOf([["manifest.json", JSON.stringify(manifest())]]);
    const { dataDir, target } = emptyTarget();
    await expect(restore(file, target)).rejects.toThrow(
      new RegExp(`The restore failed: the archive ends before .*Remove ${dataDir}`),
    );
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
  });
});
