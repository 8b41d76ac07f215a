/** A song as the player needs it. */
export interface Track {
  id: string;
  title: string;
  artist: string;
  durationSeconds: number;
}

/**
 * Where the queue comes from: the list, genre or search the song was chosen in (all of
 * it, not only the rows on screen), or a fixed set such as the dashboard's recent five.
 */
export interface QueueSource {
  key: string;
  total: number;
  trackAt(index: number): Promise<Track | null>;
}

export function fixedSource(key: string, tracks: Track[]): QueueSource {
  return { key, total: tracks.length, trackAt: async (index) => tracks[index] ?? null };
}

/** Fetches the filtered catalogue page by page as the queue moves, caching pages. */
export function pagedSource(
  key: string,
  total: number,
  loadPage: (page: number, pageSize: number) => Promise<Track[]>,
  pageSize = 100,
): QueueSource {
  const pages = new Map<number, Promise<Track[]>>();
  return {
    key,
    total,
    async trackAt(index) {
      const page = Math.floor(index / pageSize) + 1;
      let loaded = pages.get(page);
      if (!loaded) {
        loaded = loadPage(page, pageSize);
        loaded.catch(() => pages.delete(page));
        pages.set(page, loaded);
      }
      return (await loaded)[index % pageSize] ?? null;
    },
  };
}

export const wrapIndex = (index: number, total: number) => ((index % total) + total) % total;
