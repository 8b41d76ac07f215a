import { and, eq, inArray, or } from "drizzle-orm";
import type { NamedSource, ScheduleSource } from "~/shared/schedules/schema";
import type { Database } from "../../domain/database";
import { genre, playlist } from "../../domain/catalog/tables";
import { sourceKey } from "./placed-sources";

/**
 * The sources the user may play, named, in the order given and each once: genres, public
 * lists and the user's own lists. Another user's private list, or anything deleted, is
 * left out — to the caller it is "not found".
 */
export async function nameSources(
  db: Pick<Database, "select">,
  options: { userId: string; sources: ScheduleSource[] },
): Promise<NamedSource[]> {
  const genreIds = options.sources.flatMap((source) =>
    source.kind === "genre" ? [source.genreId] : [],
  );
  const playlistIds = options.sources.flatMap((source) =>
    source.kind === "playlist" ? [source.playlistId] : [],
  );
  const genres =
    genreIds.length === 0
      ? []
      : await db
          .select({ id: genre.id, name: genre.name })
          .from(genre)
          .where(inArray(genre.id, genreIds));
  const playlists =
    playlistIds.length === 0
      ? []
      : await db
          .select({ id: playlist.id, name: playlist.name, visibility: playlist.visibility })
          .from(playlist)
          .where(
            and(
              inArray(playlist.id, playlistIds),
              or(
                eq(playlist.visibility, "public"),
                and(eq(playlist.visibility, "private"), eq(playlist.ownerId, options.userId)),
              ),
            ),
          );

  const found = new Map<string, NamedSource>();
  for (const row of genres)
    found.set(sourceKey({ kind: "genre", genreId: row.id }), {
      source: { kind: "genre", genreId: row.id },
      name: row.name,
    });
  for (const row of playlists)
    found.set(sourceKey({ kind: "playlist", playlistId: row.id }), {
      source: { kind: "playlist", playlistId: row.id },
      name: row.name,
      owner: row.visibility === "public" ? "public" : "own",
    });
  const named = new Map<string, NamedSource>();
  for (const source of options.sources) {
    const key = sourceKey(source);
    const known = found.get(key);
    // A key set again keeps its first position: the order is that of first use.
    if (known) named.set(key, known);
  }
  return [...named.values()];
}
