import { CLOSING_FADE_MS, SLOT_CHANGE_FADE_MS, SLOT_OVERRUN_MS } from "~/shared/schedules/fades";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setUp, songs } from "./engine-harness";
import { track } from "./fake-audio";
import { FakeSound } from "./fake-sound";
import { fixedSource } from "./track";

/** Another list: songs 11, 12, 13. */
const lunch = () => fixedSource(null, [track(11), track(12), track(13)]);

describe("PlayerEngine: following a schedule", () => {
  afterEach(() => vi.useRealTimers());

  it("a slot that begins while a song plays changes the source after that song", async () => {
    const { media, engine, state, url, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    void engine.beginSlot({ source: lunch(), volume: null, start: true });
    await media.settle();
    expectPlaying(1); // never cut
    // What was preloaded to follow it is the slot's first song now.
    expect(media.elements.some((element) => element.getAttribute("src") === url(11))).toBe(true);
    media.element(url(1)).end();
    await media.settle();
    expectPlaying(11);
    media.element(url(11)).end();
    await media.settle();
    expectPlaying(12); // and the slot's list goes on in its own order
    expect(state().track?.id).toBe("s12");
  });

  it("a song longer than the overrun plays 4 minutes into the slot, fades out over 3 s, then the slot plays", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const sound = new FakeSound();
    const { media, engine, url, expectPlaying } = setUp({ sound });
    media.duration = 600;
    void engine.choose(songs(3), 0);
    await media.settle();
    sound.finishFades();
    media.element(url(1)).playTo(60);
    await media.settle();
    void engine.beginSlot({ source: lunch(), volume: null, start: true });
    await media.settle();
    await vi.advanceTimersByTimeAsync(SLOT_OVERRUN_MS - 1000);
    await media.settle();
    expectPlaying(1);
    await vi.advanceTimersByTimeAsync(1000);
    const fading = sound.fading((element) => (element as unknown as { src: string }).src);
    expect(fading).toContainEqual([url(1), 0, SLOT_CHANGE_FADE_MS / 1000]);
    sound.finishFades();
    await media.settle();
    sound.finishFades();
    await media.settle();
    expectPlaying(11);
  });

  it("the closing fades the music out over 6 s and stops; the song stays on screen", async () => {
    const sound = new FakeSound();
    const { media, engine, state, url } = setUp({ sound });
    const heard: string[] = [];
    engine.observe({
      sounding: (song) => heard.push(`sounding ${song.id}`),
      silent: () => heard.push("silent"),
      over: (reason) => heard.push(`over ${reason}`),
    });
    void engine.choose(songs(3), 0);
    await media.settle();
    sound.finishFades();
    const closing = engine.close();
    await media.settle();
    expect(sound.fading((element) => (element as unknown as { src: string }).src)).toEqual([
      [url(1), 0, CLOSING_FADE_MS / 1000],
    ]);
    expect(state().playing).toBe(true); // still coming down
    sound.finishFades();
    await closing;
    await media.settle();
    expect(state()).toMatchObject({ playing: false, track: { id: "s1" } });
    expect(media.sounding()).toEqual([]);
    expect(heard.slice(heard.indexOf("over stopped"))).not.toContainEqual(
      expect.stringMatching(/^sounding/),
    );
    expect(heard).toContain("over stopped");
  });

  it("opening again during the closing's fade brings the music back up", async () => {
    const sound = new FakeSound();
    const { media, engine, url, expectPlaying } = setUp({ sound });
    void engine.choose(songs(3), 0);
    await media.settle();
    sound.finishFades();
    void engine.close();
    await media.settle();
    void engine.beginSlot({ source: songs(3), volume: null, start: true });
    sound.finishFades();
    await media.settle();
    expectPlaying(1);
    expect(sound.levels.get(media.element(url(1)))).toBe(1);
  });

  it("the opening starts the slot's source by itself, at the slot's volume", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    void engine.beginSlot({ source: lunch(), volume: 0.3, start: true });
    await media.settle();
    expectPlaying(11);
    expect(state().volume).toBe(0.3);
  });

  it("a slot that begins while the listener paused shows its first song, paused", async () => {
    const { media, engine, state, url } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    engine.pause();
    await media.settle();
    void engine.beginSlot({ source: lunch(), volume: null, start: false });
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s11" }, playing: false, resumable: true });
    expect(media.sounding()).not.toContain(url(11));
  });

  it("a choice by hand plays at once", async () => {
    const { media, engine, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    void engine.beginSlot({ source: lunch(), volume: null, start: true, immediately: true });
    await media.settle();
    expectPlaying(11);
  });

  it("where the browser refuses to start sound alone, it says a touch is needed, and plays after one", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    media.autoplayRefused = true;
    void engine.beginSlot({ source: lunch(), volume: null, start: true });
    await media.settle();
    expect(state()).toMatchObject({ needsGesture: true, playing: false, track: { id: "s11" } });
    media.autoplayRefused = false; // the listener touched the page
    void engine.play();
    await media.settle();
    expectPlaying(11);
    expect(state().needsGesture).toBe(false);
  });

  it("the closing ends the wait for a touch: nothing is to play", async () => {
    const { media, engine, state } = setUp();
    media.autoplayRefused = true;
    void engine.beginSlot({ source: lunch(), volume: null, start: true });
    await media.settle();
    await engine.close();
    expect(state().needsGesture).toBe(false);
  });
});
