import fs from "node:fs";
import path from "node:path";
import { createBackup } from "../backup/create-backup";
import { BackupError, type BackupManifest } from "../backup/manifest";
import type { Progress } from "../backup/progress";
import { databaseTarget, openDatabase } from "../db/client";
import type { Env } from "../env";
import { createStorage } from "../infra/storage/create-storage";

/**
 * `backup --out FILE`: the database and the stored files of the instance `env` names.
 * The database is opened as it is, never migrated: a backup taken before an upgrade
 * holds the old version's data.
 */
export async function backup(options: {
  env: Env;
  out: string;
  progress: Progress;
}): Promise<BackupManifest> {
  const { env } = options;
  const target = databaseTarget(env);
  // Opening a missing PGlite database would create an empty one.
  if (target.kind === "pglite" && !fs.existsSync(path.join(target.dataDir ?? "", "db"))) {
    throw new BackupError(`${target.dataDir} has no database yet: there is nothing to back up.`);
  }
  const database = await openDatabase(target);
  try {
    return await createBackup({
      source: {
        database,
        storage: createStorage(env),
        s3: env.S3_BUCKET
          ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? null }
          : undefined,
      },
      out: options.out,
      progress: options.progress,
    });
  } finally {
    await database.close();
  }
}
