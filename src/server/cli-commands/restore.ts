import type { BackupManifest } from "../backup/manifest";
import type { Progress } from "../backup/progress";
import { restoreBackup } from "../backup/restore-backup";
import { databaseTarget } from "../db/client";
import type { Env } from "../env";
import { resumeCampaigns } from "../features/campaigns/resume-campaigns";
import { createInfra } from "../create-infra";
import { createStorage } from "../infra/storage/create-storage";

/**
 * `restore FILE`: an archive of `backup` into the empty database and storage `env` names.
 * A PostgreSQL archive has no jobs (pg-boss is left out): the campaigns that were still
 * sending are enqueued again, and the next server to start sends the rest.
 */
export async function restore(options: {
  env: Env;
  file: string;
  progress: Progress;
}): Promise<{ manifest: BackupManifest; resumedRecipients: number }> {
  const { env, progress } = options;
  const manifest = await restoreBackup({
    file: options.file,
    target: {
      database: databaseTarget(env),
      storage: createStorage(env),
      s3: env.S3_BUCKET ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? null } : undefined,
    },
    progress,
  });
  if (manifest.database.kind === "pglite") return { manifest, resumedRecipients: 0 };

  const infra = await createInfra({ env, startJobs: true });
  try {
    const resumedRecipients = await resumeCampaigns(infra);
    if (resumedRecipients > 0)
      progress(
        `${resumedRecipients} campaign recipients are queued again, to be sent by the server.`,
      );
    return { manifest, resumedRecipients };
  } finally {
    await infra.close();
  }
}
