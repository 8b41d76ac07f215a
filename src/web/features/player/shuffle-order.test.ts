import { describe, expect, it } from "vitest";
import { shuffleOrder } from "./shuffle-order";

/** Songs by artist: `{ a: 3, b: 1 }` is three songs by "a" and one by "b", mixed. */
function songs(byArtist: Record<string, number>): string[] {
  const artists = Object.entries(byArtist).flatMap(([artist, count]) =>
    Array.from({ length: count }, () => artist),
  );
  // Interleaved in a fixed, unshuffled way so the source order itself proves nothing.
  return artists.sort();
}

const repeats = (order: number[], artists: string[], wrap: boolean) => {
  const after = (place: number) => order[place + 1] ?? (wrap ? order[0] : undefined);
  return order.filter((song, place) => {
    const next = after(place);
    return next !== undefined && artists[song] === artists[next];
  }).length;
};

const SEEDS = Array.from({ length: 1000 }, (_, seed) => seed * 7919 + 1);

/** One artist with at most half of the songs: no repeat, the turn to the start included. */
const mixed: Record<string, number>[] = [
  { a: 1, b: 1 },
  { a: 2, b: 2, c: 2 },
  { a: 3, b: 3 },
  { a: 5, b: 3, c: 2 },
  { a: 10, b: 4, c: 3, d: 2, e: 1 },
  { a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1 },
  { a: 20, b: 19, c: 1 },
  { a: 50, b: 30, c: 20, d: 1 },
];

/** One artist with more than half: repeats cannot all be avoided. */
const lopsided: Record<string, number>[] = [
  { a: 2, b: 1 },
  { a: 5 },
  { a: 8, b: 2 },
  { a: 30, b: 5, c: 4 },
];

describe("shuffleOrder", () => {
  it.each(mixed)(
    "plays every song once, no artist twice in a row, even round the end: %o",
    (by) => {
      const artists = songs(by);
      for (const seed of SEEDS) {
        const first = seed % artists.length;
        const order = shuffleOrder({ artists, seed, first });
        expect(order[0]).toBe(first);
        expect([...order].sort((x, y) => x - y)).toEqual(artists.map((_, index) => index));
        expect(repeats(order, artists, artists.length > 2)).toBe(0);
      }
    },
  );

  it("with half of the songs plus one by one artist, starts with it and never repeats", () => {
    const artists = songs({ a: 4, b: 2, c: 1 });
    for (const seed of SEEDS) {
      const order = shuffleOrder({ artists, seed, first: 0 });
      expect(repeats(order, artists, false)).toBe(0);
    }
  });

  it.each(lopsided)("repeats an artist as few times as possible: %o", (by) => {
    const artists = songs(by);
    const most = Math.max(...Object.values(by));
    const fewest = Math.max(0, most - (artists.length - most) - 1);
    for (const seed of SEEDS) {
      // Starting with the artist that has most songs, the fewest repeats are reachable.
      const order = shuffleOrder({ artists, seed, first: 0 });
      expect(new Set(order).size).toBe(artists.length);
      expect(repeats(order, artists, false)).toBe(fewest);
    }
  });

  it("gives the same order for the same seed, and others for other seeds", () => {
    const artists = songs({ a: 10, b: 10, c: 10, d: 10 });
    const once = shuffleOrder({ artists, seed: 42, first: 3 });
    expect(shuffleOrder({ artists, seed: 42, first: 3 })).toEqual(once);
    const orders = new Set(SEEDS.map((seed) => shuffleOrder({ artists, seed, first: 3 }).join()));
    expect(orders.size).toBeGreaterThan(990);
  });

  it("places every song in every place over many seeds", () => {
    const artists = songs({ a: 2, b: 2, c: 2 });
    const seen = artists.map(() => new Set<number>());
    for (const seed of SEEDS)
      shuffleOrder({ artists, seed, first: 0 }).forEach((song, place) => seen[place]?.add(song));
    // The first place is the chosen song; the second and the last (before it comes round
    // again) cannot share its artist; every other song reaches every place between.
    expect(seen.slice(2, 5).map((songsSeen) => songsSeen.size)).toEqual([5, 5, 5]);
    expect(seen[1]?.size).toBe(4);
  });

  it("handles an empty queue and a single song", () => {
    expect(shuffleOrder({ artists: [], seed: 1, first: 0 })).toEqual([]);
    expect(shuffleOrder({ artists: ["a"], seed: 1, first: 0 })).toEqual([0]);
  });
});
