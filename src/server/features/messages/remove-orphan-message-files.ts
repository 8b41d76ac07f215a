import { inArray } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { message } from "../../domain/messages/tables";
import type { Logger } from "../../infra/logger";
import type { ObjectStorage } from "../../infra/storage/object-storage";
import { MESSAGES_PREFIX } from "./upload-message";

/** A file this young may be an upload whose row is being written: left for the next run. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

/** The time an upload's key was made at (messages/<account>/<ms>-<name>); null if unreadable. */
function madeAt(key: string): number | null {
  const match = /^\d+(?=-)/.exec(key.split("/").at(-1) ?? "");
  return match ? Number(match[0]) : null;
}

/**
 * Removes stored message files no row points to any more: those of an account deleted
 * (its rows went by cascade with its owner), and any a failed deletion left behind.
 * Messages are the account's own files, deleted with it: nothing of a closed account's is
 * kept. Answers how many went.
 */
export async function removeOrphanMessageFiles(deps: {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
  now?: Date;
}): Promise<{ removed: number }> {
  const cutoff = (deps.now ?? new Date()).getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const kept = await deps.db
      .select({ key: message.storageKey })
      .from(message)
      .where(inArray(message.storageKey, batch));
    const known = new Set(kept.map((row) => row.key));
    for (const key of batch.filter((candidate) => !known.has(candidate))) {
      try {
        await deps.storage.delete(key);
        removed++;
      } catch (error) {
        deps.logger.error({ err: error, key }, "could not remove an orphan message file");
      }
    }
    batch = [];
  };
  for await (const key of deps.storage.list()) {
    if (!key.startsWith(`${MESSAGES_PREFIX}/`)) continue;
    if ((madeAt(key) ?? 0) > cutoff) continue;
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return { removed };
}
