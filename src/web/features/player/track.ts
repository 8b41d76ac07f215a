import type { QueueShuffle, QueueSourceDescriptor } from "~/shared/player/music-state";

/** A song as the player needs it. */
export interface Track {
  id: string;
  title: string;
  artist: string;
  durationSeconds: number;
  /** The gain to the target loudness, in dB (decision 015); absent or 0: as the file is. */
  gainDb?: number;
  /** Silence measured at the start and the end of the file, which the player skips. */
  leadingSilenceSeconds?: number;
  trailingSilenceSeconds?: number;
  /** The last day its licence covers, in Spain (decision 039): from that day on it never plays. */
  licensedUntil?: string | null;
}

/**
 * Where the queue comes from: the list, genre or search the song was chosen in (all of
 * it, not only the rows on screen), or a fixed set such as the dashboard's recent five.
 * `descriptor` is what the music state saves to rebuild it after a reload (null: a
 * queue that cannot be rebuilt, such as a single restored song).
 */
export interface QueueSource {
  descriptor: QueueSourceDescriptor | null;
  key: string;
  total: number;
  trackAt(index: number): Promise<Track | null>;
  /** Set when this is another source in shuffled order ("Aleatorio"). */
  shuffled?: ShuffledOrder;
}

/** A source's shuffled order: how to go back to it, and its positions in both orders. */
export interface ShuffledOrder extends QueueShuffle {
  unshuffled: QueueSource;
  /** The index in the unshuffled source of the song at `index` of the shuffled order. */
  sourceIndexAt(index: number): number;
  /** Where the song at `sourceIndex` of the unshuffled source stands in the shuffled order. */
  indexOfSource(sourceIndex: number): number;
  /**
   * The same songs in the next turn's order: a new shuffle, whose seed and first song the
   * music state saves like any other; the queue moves to it when it comes round.
   */
  nextTurn(): QueueSource;
}

const keyOf = (descriptor: QueueSourceDescriptor | null, fallback: string) =>
  descriptor ? JSON.stringify(descriptor) : fallback;

export function fixedSource(
  descriptor: QueueSourceDescriptor | null,
  tracks: Track[],
): QueueSource {
  return {
    descriptor,
    key: keyOf(descriptor, `fixed:${tracks.map((track) => track.id).join(",")}`),
    total: tracks.length,
    trackAt: async (index) => tracks[index] ?? null,
  };
}

/**
 * Fetches the filtered catalogue page by page as the queue moves, caching pages. Pages
 * already on screen can be handed over (`known`), so choosing a song costs no request.
 */
export function pagedSource(
  descriptor: QueueSourceDescriptor,
  total: number,
  loadPage: (page: number, pageSize: number) => Promise<Track[]>,
  options: { pageSize?: number; known?: { index: number; tracks: Track[] } } = {},
): QueueSource {
  const pageSize = options.pageSize ?? 100;
  const pages = new Map<number, Promise<Track[]>>();
  const known = options.known;
  return {
    descriptor,
    key: keyOf(descriptor, ""),
    total,
    async trackAt(index) {
      if (known && index >= known.index && index < known.index + known.tracks.length)
        return known.tracks[index - known.index] ?? null;
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
