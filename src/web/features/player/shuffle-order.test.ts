import { describe, expect, it } from "vitest";
import { nextTurnShuffle, seamWidth, shuffleOrder } from "./shuffle-order";

/** Songs by artist: `{ a: 3, b: 1 }` is three songs by "a" and one by "b", mixed. */
function songs(byArtist: Record<string, number>): string[] {
  const artists = Object.entries(byArtist).flatMap(([artist, count]) =>
    Array.from({ length: count }, () => artist),
  );
  // Interleaved in a fixed, unshuffled way so the source order itself proves nothing.
  return artists.sort();
}

const repeats = (order: number[], artists: string[], wrap: boolean) => {
  const after = (position: number) => order[position + 1] ?? (wrap ? order[0] : undefined);
  return order.filter((song, position) => {
    const next = after(position);
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

  it("places every song in every position over many seeds", () => {
    const artists = songs({ a: 2, b: 2, c: 2 });
    const seen = artists.map(() => new Set<number>());
    for (const seed of SEEDS)
      shuffleOrder({ artists, seed, first: 0 }).forEach((song, position) =>
        seen[position]?.add(song),
      );
    // The first position is the chosen song; the second and the last (before it comes round
    // again) cannot share its artist; every other song reaches every position between.
    expect(seen.slice(2, 5).map((songsSeen) => songsSeen.size)).toEqual([5, 5, 5]);
    expect(seen[1]?.size).toBe(4);
  });

  it("handles an empty queue and a single song", () => {
    expect(shuffleOrder({ artists: [], seed: 1, first: 0 })).toEqual([]);
    expect(shuffleOrder({ artists: ["a"], seed: 1, first: 0 })).toEqual([0]);
  });
});

/** `turns` orders in a row from `seed`, as the queue goes round: each built from the last. */
function turnsOf(artists: string[], seed: number, turns: number) {
  const orders = [shuffleOrder({ artists, seed, first: seed % artists.length })];
  let shuffle = { seed, first: 0 };
  while (orders.length < turns) {
    const previous = orders.at(-1) ?? [];
    shuffle = nextTurnShuffle({ artists, seed: shuffle.seed || seed, order: previous });
    orders.push(shuffleOrder({ artists, ...shuffle }));
  }
  return orders;
}

describe("nextTurnShuffle", () => {
  it("plays the ten-song list in a new order at each of three turns", () => {
    const artists = songs({ a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1, h: 1, i: 1, j: 1 });
    for (const seed of SEEDS) {
      const orders = turnsOf(artists, seed, 3).map((order) => order.join());
      expect(new Set(orders).size).toBe(3);
    }
  });

  it.each(mixed.filter((by) => Object.values(by).reduce((a, b) => a + b) >= 3))(
    "reshuffles each turn, keeps its rules, and never repeats a song across the seam: %o",
    (by) => {
      const artists = songs(by);
      const width = seamWidth(artists.length);
      const problems: string[] = [];
      for (const seed of SEEDS.slice(0, 300)) {
        const orders = turnsOf(artists, seed, 5);
        orders.forEach((order, turn) => {
          const previous = orders[turn - 1];
          if ([...order].sort((x, y) => x - y).join() !== artists.map((_, i) => i).join())
            problems.push(`seed ${seed} turn ${turn}: not every song once`);
          if (repeats(order, artists, false) > 0)
            problems.push(`seed ${seed} turn ${turn}: an artist twice in a row`);
          if (!previous) return;
          if (order.join() === previous.join()) problems.push(`seed ${seed} turn ${turn}: same`);
          const ending = previous.slice(-width);
          if (order.slice(0, width).some((song) => ending.includes(song)))
            problems.push(`seed ${seed} turn ${turn}: a song twice across the seam`);
          if (artists[previous.at(-1) ?? -1] === artists[order[0] ?? -1])
            problems.push(`seed ${seed} turn ${turn}: an artist twice across the seam`);
        });
      }
      expect(problems).toEqual([]);
    },
  );

  it("keeps a two-song list from playing a song twice in a row", () => {
    const artists = songs({ a: 1, b: 1 });
    for (const seed of SEEDS.slice(0, 100)) {
      const plays = turnsOf(artists, seed, 6).flat();
      expect(plays.some((song, position) => song === plays[position + 1])).toBe(false);
    }
  });

  it.each(lopsided)("still repeats an artist within a turn as few times as possible: %o", (by) => {
    const artists = songs(by);
    const most = Math.max(...Object.values(by));
    const fewest = Math.max(0, most - (artists.length - most) - 1);
    for (const seed of SEEDS.slice(0, 300)) {
      const [, ...later] = turnsOf(artists, seed, 4);
      for (const order of later) expect(repeats(order, artists, false)).toBe(fewest);
    }
  });

  it("gives the same next turn for the same turn, so a player that reloads agrees", () => {
    const artists = songs({ a: 4, b: 3, c: 3 });
    const order = shuffleOrder({ artists, seed: 7, first: 2 });
    const next = nextTurnShuffle({ artists, seed: 7, order });
    expect(nextTurnShuffle({ artists, seed: 7, order })).toEqual(next);
    expect(next.seed).toBeGreaterThanOrEqual(0);
    expect(next.seed).toBeLessThan(2 ** 32);
    expect(Number.isInteger(next.seed)).toBe(true);
  });
});
