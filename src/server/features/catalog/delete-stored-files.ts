import type { CatalogDeps } from "./deps";

/**
 * Removes files after their rows are gone (committed). A file that cannot be removed
 * is logged and left behind: it is unreachable, as no row points to it any more.
 */
export async function deleteStoredFiles(deps: CatalogDeps, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      deps.logger.error({ err: result.reason, key: keys[index] }, "could not delete a stored file");
    }
  });
}
