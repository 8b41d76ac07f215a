import { eq } from "drizzle-orm";
import { genre, song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { CatalogDeps } from "./deps";
import { deleteStoredFiles } from "./delete-stored-files";

/**
 * Deletes a genre with every song of it and their positions in every playlist, in one
 * transaction (foreign keys cascade); the songs' files go once it has committed.
 */
export async function deleteGenre(
  deps: CatalogDeps,
  options: { genreId: string },
): Promise<{ deletedSongs: number }> {
  const keys = await deps.db.transaction(async (tx) => {
    const songs = await tx
      .select({ key: song.storageKey })
      .from(song)
      .where(eq(song.genreId, options.genreId));
    const deleted = await tx
      .delete(genre)
      .where(eq(genre.id, options.genreId))
      .returning({ id: genre.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", "No such genre");
    return songs.map((row) => row.key);
  });
  await deleteStoredFiles(deps, keys);
  await deps.events.publish({ topic: "catalog" });
  return { deletedSongs: keys.length };
}
