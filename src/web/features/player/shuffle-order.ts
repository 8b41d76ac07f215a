/**
 * "Aleatorio" (issue 16): an order of a whole queue in which every song sounds once
 * before any repeats and the same artist never plays twice in a row when the songs
 * allow it, the turn from the last song back to the first included. The same seed gives
 * the same order, so a reload rebuilds it from the seed the music state saved.
 */

/** A small seeded generator (mulberry32): the order must be reproducible, not secret. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A new seed for a new order. */
export const newShuffleSeed = () => Math.floor(Math.random() * 4_294_967_296);

/**
 * Whether `remaining` songs (counted by artist) can still follow a song by `previous`
 * with no artist twice in a row: none may have more than half of them, rounded up, and
 * the previous artist one fewer, since the first place is closed to it.
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
 * starting with `first`. Each place goes to a random song among those whose artist
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
  const artistAt = (place: number) => artists[order[place] ?? -1];
  const last = order.length - 1;
  const artist = artistAt(0);
  if (last < 2 || artistAt(last) !== artist) return order;
  for (let place = 1; place < last - 1; place++) {
    if (artistAt(place) !== artist && artistAt(place + 1) !== artist) {
      return [...order.slice(0, place + 1), ...order.slice(last), ...order.slice(place + 1, last)];
    }
  }
  return order;
}
