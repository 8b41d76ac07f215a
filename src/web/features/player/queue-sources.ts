import type { SavedQueue } from "~/shared/player/music-state";
import { getRecentSongs, loadSongs, toTrack, type SongFilter } from "./api";
import { shuffledSource } from "./shuffled-source";
import { fixedSource, pagedSource, type QueueSource, type Track } from "./track";

const RESTORE_PAGE_SIZE = 100;

const catalogDescriptor = (filter: SongFilter) => ({
  kind: "catalog" as const,
  search: filter.search,
  ...(filter.genreId ? { genreId: filter.genreId } : {}),
  ...(filter.playlistId ? { playlistId: filter.playlistId } : {}),
});

/** The whole filtered catalogue (a search, a genre, a list) as a queue. */
export function catalogSource(
  filter: SongFilter,
  total: number,
  known?: { index: number; tracks: Track[] },
): QueueSource {
  return pagedSource(
    catalogDescriptor(filter),
    total,
    async (page, size) => (await loadSongs(filter, page, size)).items.map(toTrack),
    { known },
  );
}

/** The dashboard's newest songs as a queue. */
export const recentSource = (tracks: Track[]) => fixedSource({ kind: "recent" }, tracks);

/**
 * Rebuilds a saved queue around the restored song, in the same shuffled order when it
 * was shuffled (the seed rebuilds it).
 */
export async function restoreQueue(
  saved: SavedQueue,
  songId: string,
): Promise<{ source: QueueSource; index: number } | null> {
  const restored = await restoreSource(saved, songId);
  if (!restored || !saved.shuffle) return restored;
  const source = await shuffledSource(restored.source, saved.shuffle);
  return { source, index: source.shuffled?.indexOfSource(restored.index) ?? restored.index };
}

/**
 * The saved queue's source, in its own order, and the restored song's position in it. The list may have changed since it
 * was saved: the song is looked for near its old position, and when it is gone the queue
 * carries on from where it stood. Null when the source itself is gone or empty.
 */
async function restoreSource(
  saved: SavedQueue,
  songId: string,
): Promise<{ source: QueueSource; index: number } | null> {
  if (saved.source.kind === "recent") {
    const tracks = (await getRecentSongs()).map(toTrack);
    const index = tracks.findIndex((track) => track.id === songId);
    return index >= 0 ? { source: recentSource(tracks), index } : null;
  }
  const { genreId, playlistId, search } = saved.source;
  const filter: SongFilter = { search, genreId, playlistId };
  const page = Math.floor(saved.index / RESTORE_PAGE_SIZE) + 1;
  const loaded = await loadSongs(filter, page, RESTORE_PAGE_SIZE);
  if (loaded.total === 0) return null;
  const first = (page - 1) * RESTORE_PAGE_SIZE;
  const found = loaded.items.findIndex((song) => song.id === songId);
  const index = found >= 0 ? first + found : Math.min(saved.index, loaded.total - 1);
  const tracks = loaded.items.map(toTrack);
  return { source: catalogSource(filter, loaded.total, { index: first, tracks }), index };
}
