import type { Logger } from "../logger";
import type { ObjectStorage } from "./object-storage";

/**
 * Removes the stored file of an upload whose row was never written. A failure to is only
 * logged: the caller rethrows what made the upload fail.
 */
export async function removeFailedUpload(
  deps: { storage: ObjectStorage; logger: Logger },
  key: string,
): Promise<void> {
  await deps.storage
    .delete(key)
    .catch((cleanup: unknown) =>
      deps.logger.error({ err: cleanup, key }, "could not remove the file of a failed upload"),
    );
}
