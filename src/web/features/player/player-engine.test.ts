import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { FakeApi, FakeMedia, memoryStorage, track } from "./fake-audio";
import { initialSnapshot, PlayerEngine, VOLUME_KEY, type MediaControls } from "./player-engine";
import { fixedSource } from "./track";

/** A player with fake audio, API and storage; `url(n)` is song n's audio. */
function setUp(
  options: { storage?: ReturnType<typeof memoryStorage>; mediaSession?: MediaControls } = {},
) {
  const media = new FakeMedia();
  const api = new FakeApi();
  const storage = options.storage ?? memoryStorage();
  const engine = new PlayerEngine({
    createAudio: media.createAudio,
    api,
    storage,
    mediaSession: options.mediaSession,
  });
  const state = () => engine.getSnapshot();
  const url = (n: number) => api.audioUrl(`s${n}`);
  const requestsOf = (n: number) => media.requests.filter((request) => request === url(n)).length;
  return { media, api, engine, storage, state, url, requestsOf };
}

/** Songs 1…n as a fixed queue. */
const songs = (n: number) =>
  fixedSource(
    null,
    Array.from({ length: n }, (_, index) => track(index + 1)),
  );

let warn: MockInstance;
beforeEach(() => {
  // The engine logs what it skips; the tests look at what it does instead.
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("PlayerEngine: the queue", () => {
  it("goes next and previous through the queue, wrapping at both ends", async () => {
    const { media, engine, state, url } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s1" }, playing: true, loading: false });
    expect(media.sounding()).toEqual([url(1)]);

    const visited: string[] = [];
    for (const move of [engine.next, engine.next, engine.next, engine.previous, engine.previous]) {
      void move();
      await media.settle();
      visited.push(state().track?.id ?? "none");
      expect(media.sounding()).toEqual([url(Number(state().track?.id.slice(1)))]);
    }
    expect(visited).toEqual(["s2", "s3", "s1", "s3", "s2"]);
  });

  it.each([
    ["in the order they were asked", ["s2", "s3"]],
    ["the second first", ["s3", "s2"]],
  ])("two quick 'Siguiente' go two songs on, checks answering %s", async (_, order) => {
    const { media, api, engine, state, url } = setUp();
    void engine.choose(songs(5), 0);
    await media.settle();
    const preloaded = media.requests.length;
    api.held.add("getSong");
    void engine.next();
    void engine.next();
    await media.callbacks();
    for (const songId of order) api.answer({ songId });
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s3" }, playing: true, loading: false });
    expect(media.sounding()).toEqual([url(3)]);
    expect(media.requests.slice(preloaded)).not.toContain(url(2));
  });

  it("a slower earlier choice never plays over a later one", async () => {
    const { media, api, engine, state, url, requestsOf } = setUp();
    api.held.add("getSong");
    void engine.choose(songs(5), 0);
    void engine.choose(songs(5), 3);
    await media.callbacks();
    api.answer({ songId: "s4" });
    await media.settle();
    expect(media.sounding()).toEqual([url(4)]);
    api.answer({ songId: "s1" });
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s4" }, playing: true });
    expect(media.sounding()).toEqual([url(4)]);
    expect(requestsOf(1)).toBe(0);
  });
});

describe("PlayerEngine: the end of a song", () => {
  it("goes on to the next song on the element that preloaded it", async () => {
    const { media, engine, state, url, requestsOf } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    const [first, second] = media.elements;
    expect(second?.getAttribute("src")).toBe(url(2)); // preloading while s1 plays
    first?.end();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: true, loading: false });
    expect(second?.sounding).toBe(true);
    expect(first?.getAttribute("src")).not.toBe(url(1)); // emptied: it preloads s3 now
    expect(requestsOf(2)).toBe(1);
  });

  it("loads afresh a next song whose preload failed", async () => {
    const { media, engine, state, url, requestsOf } = setUp();
    media.fail(url(2), 1); // the preload fails, the next request works
    void engine.choose(songs(3), 0);
    await media.settle();
    const [first] = media.elements;
    first?.end();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: true, notice: null });
    expect(first?.sounding).toBe(true);
    expect(media.sounding()).toEqual([url(2)]);
    expect(requestsOf(2)).toBe(2);
  });
});

describe("PlayerEngine: songs that fail", () => {
  it("skips a song whose audio fails, says so, and plays the next", async () => {
    const { media, engine, state, url } = setUp();
    media.fail(url(2));
    void engine.choose(songs(4), 1);
    await media.settle();
    expect(state()).toMatchObject({
      track: { id: "s3" },
      playing: true,
      notice: { kind: "skipped", title: "Canción 2" },
    });
    expect(media.sounding()).toEqual([url(3)]);
  });

  it("stops after five failures in a row and says nothing can be played", async () => {
    const { media, engine, state, url, requestsOf } = setUp();
    for (const n of [1, 2, 3, 4, 5, 6]) media.fail(url(n));
    void engine.choose(songs(8), 0);
    await media.settle();
    expect(state()).toMatchObject({
      playing: false,
      loading: false,
      notice: { kind: "unplayable" },
    });
    expect(media.sounding()).toEqual([]);
    expect([1, 2, 3, 4, 5, 6].map(requestsOf)).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it("stops when every song of a short queue has failed once", async () => {
    const { media, engine, state, url, requestsOf } = setUp();
    for (const n of [1, 2, 3]) media.fail(url(n));
    void engine.choose(songs(3), 1);
    await media.settle();
    expect(state()).toMatchObject({ playing: false, notice: { kind: "unplayable" } });
    expect([1, 2, 3].map(requestsOf)).toEqual([1, 1, 1]);
  });

  it("pauses with 'Suscripción requerida' when access ends mid-queue, without skipping on", async () => {
    const { media, api, engine, state, url, requestsOf } = setUp();
    void engine.choose(songs(4), 0);
    await media.settle();
    api.active = false;
    media.element(url(1)).end();
    await media.settle();
    expect(state()).toMatchObject({
      track: { id: "s2" },
      playing: false,
      loading: false,
      subscriptionRequired: true,
    });
    expect(media.sounding()).toEqual([]);
    expect(api.calls.filter((call) => call.songId === "s3")).toEqual([]);
    expect(requestsOf(3)).toBe(0);
  });
});

describe("PlayerEngine: resume, play and stop", () => {
  it("resumes a restored song where it was, and 'Siguiente' goes on through its queue", async () => {
    const { media, engine, state, url } = setUp();
    await engine.restore(track(3), 42, { source: songs(5), index: 2 });
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s3" }, resumable: true, playing: false });
    expect(media.sounding()).toEqual([]);

    void engine.play();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s3" }, resumable: false, playing: true });
    expect(media.sounding()).toEqual([url(3)]);
    expect(media.element(url(3)).currentTime).toBe(42);

    void engine.next();
    await media.settle();
    expect(state().track?.id).toBe("s4");
    expect(media.sounding()).toEqual([url(4)]);
  });

  it("stop() while a choice is checked leaves nothing playing and requests nothing", async () => {
    const { media, api, engine, state } = setUp();
    api.held.add("getSong");
    void engine.choose(songs(3), 0);
    await media.callbacks();
    engine.stop();
    api.answer();
    await media.settle();
    expect(state()).toEqual(initialSnapshot(state().volume));
    expect(media.sounding()).toEqual([]);
    expect(media.requests).toEqual([]);
  });
});

describe("PlayerEngine: volume and media keys", () => {
  it("keeps the device's volume in storage and gives it to every element", async () => {
    const storage = memoryStorage({ [VOLUME_KEY]: "0.3" });
    const { media, engine, state, url } = setUp({ storage });
    expect(state().volume).toBe(0.3);
    expect(engine.deviceVolume()).toBe(0.3);

    engine.setVolume(0.8);
    expect(storage.getItem(VOLUME_KEY)).toBe("0.8");
    engine.setVolume(0.2, { remember: false }); // the saved music state's, on a new device
    expect(storage.getItem(VOLUME_KEY)).toBe("0.8");
    expect(state().volume).toBe(0.2);

    void engine.choose(songs(3), 0);
    await media.settle();
    media.element(url(1)).end();
    await media.settle();
    expect(media.element(url(2)).volume).toBe(0.2); // the preloaded element, now playing
  });

  it("answers the media keys and shows the song on the lock screen", async () => {
    const handlers = new Map<MediaSessionAction, MediaSessionActionHandler>();
    const shown: [string | null, MediaSessionPlaybackState][] = [];
    const { media, engine, state } = setUp({
      mediaSession: {
        setActionHandler: (action, handler) => handlers.set(action, handler),
        show: (song, playback) => shown.push([song?.id ?? null, playback]),
      },
    });
    void engine.choose(songs(3), 0);
    await media.settle();
    expect(shown.at(-1)).toEqual(["s1", "playing"]);
    handlers.get("nexttrack")?.({ action: "nexttrack" });
    await media.settle();
    expect(state().track?.id).toBe("s2");
    handlers.get("pause")?.({ action: "pause" });
    await media.settle();
    expect(shown.at(-1)).toEqual(["s2", "paused"]);
  });
});
