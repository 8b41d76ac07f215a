import type { QueueShuffle } from "~/shared/player/music-state";
import { nextTurnShuffle, shuffleOrder } from "./shuffle-order";
import type { QueueSource } from "./track";

/**
 * Songs read at once while building the order. The songs API pages at most 100, so a
 * source of a few thousand songs costs a few dozen requests, five pages at a time: the
 * order needs every song's artist and there is no cheaper list of them.
 */
const READ_BATCH = 500;

async function artistsOf(source: QueueSource): Promise<string[]> {
  const artists: string[] = [];
  for (let start = 0; start < source.total; start += READ_BATCH) {
    const end = Math.min(source.total, start + READ_BATCH);
    const indices = Array.from({ length: end - start }, (_, offset) => start + offset);
    const tracks = await Promise.all(indices.map((index) => source.trackAt(index)));
    // A missing song counts as an artist of its own: it never blocks the others.
    tracks.forEach((track, offset) => artists.push(track?.artist ?? `#${start + offset}`));
  }
  return artists;
}

/**
 * `source` in shuffled order, seen through the same interface (the offline reserve and
 * the preload read `trackAt(index + 1)` as for any queue): the i-th song is the i-th of
 * the order `shuffle` rebuilds. `shuffled.nextTurn()` is the same songs in the next
 * turn's order, for when the queue comes round.
 */
export async function shuffledSource(
  source: QueueSource,
  shuffle: QueueShuffle,
): Promise<QueueSource> {
  return inOrder(source, await artistsOf(source), shuffle);
}

function inOrder(source: QueueSource, artists: string[], shuffle: QueueShuffle): QueueSource {
  // The source may have shrunk since the shuffle was saved.
  const first = Math.min(shuffle.first, Math.max(0, source.total - 1));
  const order = shuffleOrder({ artists, seed: shuffle.seed, first });
  const positionOf = new Map(order.map((sourceIndex, index) => [sourceIndex, index]));
  return {
    descriptor: source.descriptor,
    key: `${source.key}|aleatorio:${shuffle.seed}:${first}`,
    total: source.total,
    trackAt: async (index) => {
      const sourceIndex = order[index];
      return sourceIndex === undefined ? null : source.trackAt(sourceIndex);
    },
    shuffled: {
      seed: shuffle.seed,
      first,
      unshuffled: source,
      sourceIndexAt: (index) => order[index] ?? 0,
      indexOfSource: (sourceIndex) => positionOf.get(sourceIndex) ?? 0,
      nextTurn: () =>
        inOrder(source, artists, nextTurnShuffle({ artists, seed: shuffle.seed, order })),
    },
  };
}
