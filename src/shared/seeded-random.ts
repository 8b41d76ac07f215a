/**
 * mulberry32: a tiny, fast generator of numbers in [0, 1) that gives the same sequence for
 * the same seed — for the player's shuffles (a reload rebuilds the order from its seed),
 * the demo tracks' musical choices and the benches' repeatable offsets. Not for anything
 * secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
