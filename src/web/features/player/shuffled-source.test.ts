import { describe, expect, it } from "vitest";
import { queueShuffleSchema } from "~/shared/player/music-state";
import { shuffledSource } from "./shuffled-source";
import { fixedSource, type QueueSource } from "./track";

/** Ten songs by five artists, two each. */
const list = () =>
  fixedSource(
    { kind: "recent" },
    Array.from({ length: 10 }, (_, index) => ({
      id: `s${index}`,
      title: `Canción ${index}`,
      artist: `Artista ${index % 5}`,
      durationSeconds: 180,
    })),
  );

async function songIds(source: QueueSource) {
  const ids: string[] = [];
  for (let index = 0; index < source.total; index++)
    ids.push((await source.trackAt(index))?.id ?? "?");
  return ids;
}

describe("shuffledSource", () => {
  it("rebuilds the same order from a saved seed and first song, as before turns existed", async () => {
    const saved = { seed: 1234, first: 3 };
    const once = await shuffledSource(list(), saved);
    const again = await shuffledSource(list(), saved);
    expect(await songIds(again)).toEqual(await songIds(once));
    expect((await songIds(once))[0]).toBe("s3");
  });

  it("goes round in a new order at each turn, each rebuilt after a reload from its own shuffle", async () => {
    for (const seed of [1, 77, 4096, 2 ** 31 + 5, 2 ** 32 - 1]) {
      let turn = await shuffledSource(list(), { seed, first: seed % 10 });
      const orders = [await songIds(turn)];
      for (let round = 0; round < 4; round++) {
        const next = turn.shuffled?.nextTurn();
        if (!next?.shuffled) throw new Error("a shuffled source has a next turn");
        const ids = await songIds(next);
        expect(ids.toSorted()).toEqual(orders[0]?.toSorted());
        expect(ids).not.toEqual(orders.at(-1));
        // What the music state saves for this turn rebuilds it.
        const saved = queueShuffleSchema.parse({
          seed: next.shuffled.seed,
          first: next.shuffled.first,
        });
        expect(await songIds(await shuffledSource(list(), saved))).toEqual(ids);
        expect(next.shuffled.unshuffled).toBe(turn.shuffled?.unshuffled);
        orders.push(ids);
        turn = next;
      }
      expect(new Set(orders.map((ids) => ids.join())).size).toBe(5);
    }
  });

  it("never plays the song that ended a turn first in the next", async () => {
    let turn = await shuffledSource(list(), { seed: 9, first: 0 });
    for (let round = 0; round < 50; round++) {
      const last = await turn.trackAt(turn.total - 1);
      const next = turn.shuffled?.nextTurn();
      if (!next) throw new Error("a shuffled source has a next turn");
      const first = await next.trackAt(0);
      expect(first?.id).not.toBe(last?.id);
      expect(first?.artist).not.toBe(last?.artist);
      turn = next;
    }
  });
});
