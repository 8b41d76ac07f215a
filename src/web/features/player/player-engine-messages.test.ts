import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { setUp, songs } from "./engine-harness";
import { track } from "./fake-audio";
import { FakeSound } from "./fake-sound";
import type { BetweenSongsSource, MessageSpot } from "./player-engine";

const spot = (id: string): MessageSpot => ({
  id,
  name: `Mensaje ${id}`,
  audioPath: `/api/messages/${id}/audio`,
  gainDb: 5,
  leadingSilenceSeconds: 0,
});

/** Between-songs messages: one after every song whose number is in `after`. */
function everySong(after: Set<number>): BetweenSongsSource & { ended: number } {
  return {
    ended: 0,
    dueIfSongEnds() {
      return after.has(this.ended + 1) ? spot(`m${this.ended + 1}`) : null;
    },
    takeAfterSong() {
      this.ended += 1;
      return after.has(this.ended) ? spot(`m${this.ended}`) : null;
    },
  };
}

function setUpMessages() {
  const sound = new FakeSound();
  const player = setUp({ sound });
  const heard: string[] = [];
  player.engine.observeMessages({
    sounding: (message) => heard.push(`sounding ${message.id}`),
    silent: (paused) => heard.push(paused ? "silent paused" : "silent"),
    over: (reason) => heard.push(`over ${reason}`),
  });
  return { ...player, sound, heard };
}

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("messages in the player", () => {
  it("plays a due message between two songs: the next song waits for its end", async () => {
    const { engine, media, url, sound, heard, expectPlaying, state } = setUpMessages();
    engine.useMessages(everySong(new Set([1])));
    void engine.choose(songs(3), 0);
    await media.settle();
    expectPlaying(1);
    media.element(url(1)).end();
    await media.settle();
    expect(media.sounding()).toEqual(["/api/messages/m1/audio"]);
    expect(state().message).toEqual({ id: "m1", name: "Mensaje m1", over: false });
    const voice = media.element("/api/messages/m1/audio");
    expect(sound.roles.get(voice)).toBe("voice");
    expect(sound.gains.get(voice)).toBe(5);
    // Between songs nothing is lowered: there is no music to lower.
    expect(sound.duckings).toEqual([]);
    voice.end();
    await media.settle();
    expectPlaying(2);
    expect(state().message).toBeNull();
    expect(heard).toEqual(["sounding m1", "over ended"]);
    // Song 2 ends: no message is due after it.
    media.element(url(2)).end();
    await media.settle();
    expectPlaying(3);
  });

  it("with a crossfade, a message due after the song: no crossfade, the song's sound ends, then the message", async () => {
    const { engine, media, url, sound, state } = setUpMessages();
    engine.useMessages(everySong(new Set([1])));
    // Songs of 180 s whose last 2 s are silence: their sound ends at 178 s.
    void engine.choose(
      songs(3, (n) => ({ ...track(n), trailingSilenceSeconds: 2 })),
      0,
    );
    await media.settle();
    const first = media.element(url(1));
    first.playTo(170);
    await media.settle();
    first.playTo(175);
    await media.settle();
    // Where a 4 s crossfade would have begun, song 1 plays on alone.
    expect(media.sounding()).toEqual([url(1)]);
    expect(state().sound.crossfadeSeconds).toBeGreaterThan(0);
    first.playTo(178.05);
    await media.settle();
    sound.finishFades();
    await media.settle();
    expect(media.sounding()).toEqual(["/api/messages/m1/audio"]);
    media.element("/api/messages/m1/audio").end();
    await media.settle();
    expect(state().track?.id).toBe("s2");
  });

  it("pausing during a message between songs pauses the message, and play resumes it", async () => {
    const { engine, media, url, state } = setUpMessages();
    engine.useMessages(everySong(new Set([1])));
    void engine.choose(songs(3), 0);
    await media.settle();
    media.element(url(1)).end();
    await media.settle();
    engine.pause();
    await media.settle();
    expect(media.sounding()).toEqual([]);
    expect(state().playing).toBe(false);
    await engine.play();
    await media.settle();
    expect(media.sounding()).toEqual(["/api/messages/m1/audio"]);
    media.element("/api/messages/m1/audio").end();
    await media.settle();
    expect(state().track?.id).toBe("s2");
  });

  it("choosing a song during the message: the message ends, the choice plays, the queue does not jump", async () => {
    const { engine, media, url, expectPlaying } = setUpMessages();
    engine.useMessages(everySong(new Set([1])));
    const list = songs(4);
    void engine.choose(list, 0);
    await media.settle();
    media.element(url(1)).end();
    await media.settle();
    void engine.choose(list, 3);
    await media.settle();
    media.element("/api/messages/m1/audio").end();
    await media.settle();
    expectPlaying(4);
  });

  it("an exact-time message plays over the music, lowered by its dB with 300 ms ramps, and the music comes back", async () => {
    const { engine, media, url, sound, heard, state } = setUpMessages();
    void engine.choose(songs(2), 0);
    await media.settle();
    const done = engine.playMessageOver(spot("cierre"), 15);
    await media.settle();
    expect(media.sounding().sort()).toEqual(["/api/messages/cierre/audio", url(1)].sort());
    expect(sound.duckDb).toBe(15);
    expect(state().message).toMatchObject({ id: "cierre", over: true });
    expect(state().track?.id).toBe("s1");
    media.element("/api/messages/cierre/audio").end();
    await media.settle();
    await done;
    expect(sound.duckings).toEqual([
      { db: 15, seconds: 0.3 },
      { db: 0, seconds: 0.3 },
    ]);
    expect(media.sounding()).toEqual([url(1)]);
    expect(heard).toEqual(["sounding cierre", "over ended"]);
  });

  it("a message that cannot load gives the music back at once", async () => {
    const { engine, media, url, sound } = setUpMessages();
    void engine.choose(songs(2), 0);
    await media.settle();
    media.fail("/api/messages/roto/audio");
    const done = engine.playMessageOver(spot("roto"), 12);
    await media.settle();
    await done;
    expect(sound.duckDb).toBe(0);
    expect(media.sounding()).toEqual([url(1)]);
  });

  it("stopping the player stops a message with it", async () => {
    const { engine, media, heard } = setUpMessages();
    void engine.choose(songs(2), 0);
    await media.settle();
    void engine.playMessageOver(spot("oferta"), 12);
    await media.settle();
    engine.stop();
    await media.settle();
    expect(media.sounding()).not.toContain("/api/messages/oferta/audio");
    expect(heard).toEqual(["sounding oferta", "over stopped"]);
  });
});
