import { seededRandom } from "~/shared/seeded-random";

/**
 * "Aleatorio" (decision 015): an order of a whole queue in which every song sounds once
 * before any repeats and the same artist never plays twice in a row when the songs
 * allow it, the turn from the last song back to the first included. The same seed gives
 * the same order, so a reload rebuilds it from the seed the music state saved.
 *
 * Each turn round the queue is a new order (otherwise one ten-song order is heard three
 * times in a row): `nextTurnShuffle` gives the next turn's seed and first song, a shuffle
 * like any other, so the music state saves it as it saves the first and a reload rebuilds
 * it without knowing how many turns came before.
 */

/** A new seed for a new order. */
export const newShuffleSeed = () => Math.floor(Math.random() * 4_294_967_296);

/**
 * Whether `remaining` songs (counted by artist) can still follow a song by `previous`
 * with no artist twice in a row: none may have more than half of them, rounded up, and
 * the previous artist one fewer, since the first position is closed to it.
 */
function canFollow(counts: Map<string, number>, remaining: number, previous: string | null) {
  for (const [artist, count] of counts) {
    const room = artist === previous ? Math.floor(remaining / 2) : Math.ceil(remaining / 2);
    if (count > room) return false;
  }
  return true;
}

/**
 * Indices 0..N-1 of `artists` (the artist of each song of the queue) in shuffled order,
 * starting with `first`. Each position goes to a random song among those whose artist
 * differs from the previous one and leaves the rest still placeable; when no choice
 * can avoid a repeat (one artist has most of the songs), that artist goes wherever it
 * may, so repeats are as few as possible.
 */
export function shuffleOrder(options: { artists: string[]; seed: number; first: number }) {
  const { artists, first } = options;
  if (artists.length === 0) return [];
  const random = seededRandom(options.seed);
  const songsBy = new Map<string, number[]>();
  artists.forEach((artist, index) => {
    if (index === first) return;
    const songs = songsBy.get(artist) ?? [];
    songs.push(index);
    songsBy.set(artist, songs);
  });
  const order = [first];
  let previous = artists[first] ?? null;
  for (let remaining = artists.length - 1; remaining > 0; remaining--) {
    const artist = pickArtist(songsBy, remaining, previous, random) ?? "";
    const songs = songsBy.get(artist) ?? [];
    const [song] = songs.splice(Math.floor(random() * songs.length), 1);
    if (song !== undefined) order.push(song);
    if (songs.length === 0) songsBy.delete(artist);
    previous = artist;
  }
  return closeTheCircle(order, artists);
}

function pickArtist(
  songsBy: Map<string, number[]>,
  remaining: number,
  previous: string | null,
  random: () => number,
): string | undefined {
  const counts = new Map([...songsBy].map(([artist, songs]) => [artist, songs.length]));
  const others = [...counts].filter(([artist]) => artist !== previous);
  const placeable = others.filter(([artist, count]) => {
    counts.set(artist, count - 1);
    const ok = canFollow(counts, remaining - 1, artist);
    counts.set(artist, count);
    return ok;
  });
  if (placeable.length > 0) {
    // Weighted by songs, so each song is equally likely, not each artist.
    let ticket = random() * placeable.reduce((sum, [, count]) => sum + count, 0);
    const picked = placeable.find(([, count]) => (ticket -= count) < 0) ?? placeable.at(-1);
    return picked?.[0];
  }
  // A repeat cannot be avoided in the end: the artist with most songs left goes first.
  const candidates = others.length > 0 ? others : [...counts];
  return candidates.sort(([, a], [, b]) => b - a)[0]?.[0];
}

/**
 * The queue goes round: after the last song the first one comes again. When both are by
 * the same artist, the last song moves between two songs by others, where it repeats
 * nobody; there is such a gap whenever that artist has at most half of the songs.
 */
function closeTheCircle(order: number[], artists: string[]): number[] {
  const artistAt = (position: number) => artists[order[position] ?? -1];
  const last = order.length - 1;
  const artist = artistAt(0);
  if (last < 2 || artistAt(last) !== artist) return order;
  for (let position = 1; position < last - 1; position++) {
    if (artistAt(position) !== artist && artistAt(position + 1) !== artist) {
      return [
        ...order.slice(0, position + 1),
        ...order.slice(last),
        ...order.slice(position + 1, last),
      ];
    }
  }
  return order;
}

/** How many songs at the end of a turn stay out of the beginning of the next. */
export const seamWidth = (songs: number) => Math.max(1, Math.min(3, Math.floor(songs / 3)));
/** Orders tried for the next turn before settling for the first (a best effort). */
const TURN_ATTEMPTS = 64;

/**
 * The shuffle of the turn after `order` (the one its `seed` built): a new order in which,
 * across the seam, no song of the last `seamWidth` comes back among the first as many,
 * the first song's artist is not the last one's when the songs allow it, and the order
 * is not the same as before. Its first song is chosen so the rest of the turn can still
 * avoid repeating an artist.
 */
export function nextTurnShuffle(options: { artists: string[]; seed: number; order: number[] }) {
  const { artists, order } = options;
  const random = seededRandom(options.seed ^ 0x5bd1e995);
  const newSeed = () => Math.floor(random() * 4_294_967_296);
  const width = seamWidth(artists.length);
  const ending = new Set(order.slice(-width));
  const lastArtist = artists[order.at(-1) ?? -1];
  const firsts = firstCandidates(artists, ending, lastArtist);
  let fallback: { seed: number; first: number } | undefined;
  for (let attempt = 0; attempt < TURN_ATTEMPTS; attempt++) {
    const turn = { seed: newSeed(), first: firsts[Math.floor(random() * firsts.length)] ?? 0 };
    fallback ??= turn;
    const next = shuffleOrder({ artists, ...turn });
    const crossesCleanly = next.slice(0, width).every((song) => !ending.has(song));
    const same = next.every((song, position) => song === order[position]);
    if (crossesCleanly && (!same || artists.length < 3)) return turn;
  }
  return fallback ?? { seed: newSeed(), first: 0 };
}

/**
 * The songs that may open the next turn: not among the last ones played; best, by
 * another artist than the last song's and leaving the turn placeable with no artist twice
 * in a row; failing that, placeable; where no song is (one artist has most of them), by
 * that artist, another artist's than the last if it can be.
 */
function firstCandidates(artists: string[], ending: Set<number>, lastArtist?: string) {
  const counts = new Map<string, number>();
  for (const artist of artists) counts.set(artist, (counts.get(artist) ?? 0) + 1);
  const placeable = (song: number) => {
    const artist = artists[song] ?? "";
    const count = counts.get(artist) ?? 0;
    counts.set(artist, count - 1);
    const ok = canFollow(counts, artists.length - 1, artist);
    counts.set(artist, count);
    return ok;
  };
  const fresh = artists.map((_, song) => song).filter((song) => !ending.has(song));
  const songs = fresh.length > 0 ? fresh : artists.map((_, song) => song);
  const otherArtist = songs.filter((song) => artists[song] !== lastArtist);
  // When one artist has most of the songs, starting with it repeats it least.
  const most = Math.max(...counts.values());
  const byMost = (song: number) => counts.get(artists[song] ?? "") === most;
  const tiers = [
    otherArtist.filter(placeable),
    songs.filter(placeable),
    otherArtist.filter(byMost),
    songs.filter(byMost),
    songs,
  ];
  return tiers.find((tier) => tier.length > 0) ?? [];
}
