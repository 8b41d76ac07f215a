// API suites start from copies of databases migrated here once, before any worker starts:
// migrating in each worker's first test ran into that test's time limit on a busy machine.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  availableDatabaseKinds,
  migratedPgliteDataDir,
  migratedPostgresTemplate,
  PGLITE_DATA_DIR_FILE,
} from "../../src/server/testing/test-database";

export default async function setup() {
  const kinds = await availableDatabaseKinds();
  const [dataDir] = await Promise.all([
    migratedPgliteDataDir(),
    kinds.includes("postgres") ? migratedPostgresTemplate() : undefined,
  ]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-migrated-"));
  const file = path.join(folder, "pglite.tar");
  fs.writeFileSync(file, new Uint8Array(await dataDir.arrayBuffer()));
  // Workers start after the global setup and inherit its environment.
  process.env[PGLITE_DATA_DIR_FILE] = file;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
