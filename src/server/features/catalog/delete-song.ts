import { eq } from "drizzle-orm";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { CatalogDeps } from "./deps";
import { deleteStoredFiles } from "./delete-stored-files";

/** Deletes a song (its positions in playlists cascade) and then its file. */
export async function deleteSong(deps: CatalogDeps, options: { songId: string }): Promise<void> {
  const deleted = await deps.db
    .delete(song)
    .where(eq(song.id, options.songId))
    .returning({ key: song.storageKey });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "No such song");
  await deleteStoredFiles(
    deps,
    deleted.map((row) => row.key),
  );
  await deps.events.publish({ topic: "catalog" });
}
