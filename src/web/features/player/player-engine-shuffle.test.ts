import { describe, expect, it } from "vitest";
import { quietEngineLog, setUp } from "./engine-harness";
import { track, type FakeMedia } from "./fake-audio";
import type { PlayerEngine } from "./player-engine";
import { shuffledSource } from "./shuffled-source";
import { fixedSource } from "./track";

quietEngineLog();

describe("PlayerEngine: 'Aleatorio'", () => {
  /** Six songs by three artists, two each, side by side in the source. */
  const byThreeArtists = () =>
    fixedSource(
      { kind: "recent" },
      Array.from({ length: 6 }, (_, index) => ({
        ...track(index + 1),
        artist: `Artista ${Math.floor(index / 2) + 1}`,
      })),
    );
  const playingNumber = (engine: PlayerEngine) => Number(engine.getSnapshot().track?.id.slice(1));

  async function pressNext(engine: PlayerEngine, media: FakeMedia, times: number) {
    const heard: number[] = [];
    for (let press = 0; press < times; press++) {
      void engine.next();
      await media.settle();
      heard.push(playingNumber(engine));
    }
    return heard;
  }

  it("goes through every song once from the one playing, never an artist twice in a row", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    void engine.choose(byThreeArtists(), 2);
    await media.settle();
    await engine.setShuffle(true);
    expect(state().shuffle).toBe(true);
    expectPlaying(3);

    const heard = [3, ...(await pressNext(engine, media, 5))];
    expect(new Set(heard).size).toBe(6);
    const artistOf = (n: number) => Math.floor((n - 1) / 2);
    heard.slice(1).forEach((n, at) => expect(artistOf(n)).not.toBe(artistOf(heard[at] ?? 0)));
    // Round again: every song once more, in a new order, with nothing repeated at the seam
    // and still no artist twice in a row.
    const next = await pressNext(engine, media, 6);
    expect(new Set(next).size).toBe(6);
    expect(next).not.toEqual(heard);
    expect(next[0]).not.toBe(heard[5]);
    [heard[5] ?? 0, ...next]
      .slice(1)
      .forEach((n, at) =>
        expect(artistOf(n)).not.toBe(artistOf([heard[5] ?? 0, ...next][at] ?? 0)),
      );

    void engine.previous();
    await media.settle();
    expectPlaying(next[4] ?? 0);
  });

  it("the next song is preloaded in shuffled order, and the offline reserve sees that order", async () => {
    const { media, engine, url } = setUp();
    void engine.choose(byThreeArtists(), 0);
    await media.settle();
    await engine.setShuffle(true);
    await media.settle();
    const position = engine.queuePosition();
    const next = await position?.trackAt((position.index + 1) % position.total);
    expect(position?.index).toBe(0);
    expect(media.requests).toContain(url(Number(next?.id.slice(1))));
    void engine.next();
    await media.settle();
    expect(engine.getSnapshot().track?.id).toBe(next?.id);
  });

  it("off, the queue goes on in its own order from the song playing", async () => {
    const { media, engine, state } = setUp();
    void engine.choose(byThreeArtists(), 0);
    await media.settle();
    await engine.setShuffle(true);
    await pressNext(engine, media, 2);
    const at = playingNumber(engine);
    await engine.setShuffle(false);
    expect(state().shuffle).toBe(false);
    expect(await pressNext(engine, media, 1)).toEqual([(at % 6) + 1]);
  });

  it("saves the seed and the position in the source's own order, and a restore follows the same order", async () => {
    const { media, engine } = setUp();
    void engine.choose(byThreeArtists(), 1);
    await media.settle();
    await engine.setShuffle(true);
    await pressNext(engine, media, 2);
    const saved = engine.persistable().queue;
    expect(saved).toMatchObject({ source: { kind: "recent" }, shuffle: { first: 1 } });
    expect(saved?.index).toBe(playingNumber(engine) - 1);
    const coming = await pressNext(engine, media, 3);

    // After a reload: the same source, shuffled again from the saved seed.
    if (!saved?.shuffle) throw new Error("the shuffle was not saved");
    const again = setUp();
    const source = await shuffledSource(byThreeArtists(), saved.shuffle);
    const index = source.shuffled?.indexOfSource(saved.index) ?? -1;
    await again.engine.restore(track(saved.index + 1), 0, { source, index });
    expect(again.state().shuffle).toBe(true);
    void again.engine.play();
    await again.media.settle();
    expect(await pressNext(again.engine, again.media, 3)).toEqual(coming);
  });

  it("a song chosen while 'Aleatorio' is on plays at once, and its list follows shuffled", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    void engine.choose(byThreeArtists(), 0);
    await media.settle();
    await engine.setShuffle(true);
    void engine.choose(byThreeArtists(), 4);
    await media.settle();
    expectPlaying(5);
    expect(state().sourceKey).toContain("aleatorio");
    const heard = await pressNext(engine, media, 5);
    expect(new Set([5, ...heard]).size).toBe(6);
  });
});
