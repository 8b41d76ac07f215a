import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quietEngineLog, setUp, songs } from "./engine-harness";
import { slowSource, type FakeApi } from "./fake-audio";
import { STALL_MS, START_STALL_MS } from "./player-engine";

quietEngineLog();

describe("PlayerEngine: songs that fail", () => {
  it("skips a song whose audio fails, says so, and plays the next", async () => {
    const { media, engine, state, url, expectPlaying } = setUp();
    media.fail(url(2));
    void engine.choose(songs(4), 1);
    await media.settle();
    expectPlaying(3);
    expect(state().notice).toMatchObject({ kind: "skipped", title: "Canción 2" });
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

  it("skips a song deleted meanwhile when the queue reaches it", async () => {
    const { media, api, engine, url, requestsOf, expectPlaying } = setUp();
    api.gone.add("s2");
    void engine.choose(songs(3), 0);
    await media.settle();
    media.element(url(1)).end();
    await media.settle();
    expectPlaying(3);
    expect(requestsOf(2)).toBe(1); // the preload only
  });

  it("stops, not loading, when the only song of its queue was deleted", async () => {
    const { media, api, engine, state, url } = setUp();
    void engine.choose(songs(1), 0);
    await media.settle();
    api.gone.add("s1");
    media.element(url(1)).end();
    await media.settle();
    expect(state()).toMatchObject({
      loading: false,
      playing: false,
      notice: { kind: "unplayable" },
    });
  });

  it("does not skip a song that breaks while the listener picks another", async () => {
    const { media, engine, state, url, expectPlaying } = setUp();
    const { source, arrive } = slowSource(6, [4]);
    void engine.choose(source, 0);
    await media.settle();
    void engine.choose(source, 4);
    media.element(url(1)).break();
    await media.settle();
    arrive(4);
    await media.settle();
    expectPlaying(5);
    expect(state().notice).toBeNull();
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

describe("PlayerEngine: links to the audio", () => {
  const linksAskedFor = (api: FakeApi, songId: string) =>
    api.calls.filter((call) => call.method === "getAccess" && call.songId === songId).length;

  it("plays each song from the link its access check gave, the next one too", async () => {
    const { media, api, engine, url, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    expectPlaying(1);
    expect(media.requests).toEqual([url(1), url(2)]);
    expect([linksAskedFor(api, "s1"), linksAskedFor(api, "s2")]).toEqual([1, 1]);
  });

  it("gives a song that breaks while sounding one new link, and goes on where it was", async () => {
    const { media, api, engine, state, url, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    media.element(url(1)).currentTime = 42;
    media.element(url(1)).break(); // say, its link ended during a long pause
    await media.settle();
    expectPlaying(1);
    expect(media.element(url(1)).currentTime).toBe(42);
    expect(linksAskedFor(api, "s1")).toBe(2);
    expect(state().notice).toBeNull();

    // Breaking again, it is a song that cannot play: skipped, and said.
    media.element(url(1)).break();
    await media.settle();
    expectPlaying(2);
    expect(state().notice).toMatchObject({ kind: "skipped", title: "Canción 1" });
  });

  it("does not reuse a preloaded song whose link is about to end", async () => {
    let now = 0;
    const { media, engine, url, requestsOf, expectPlaying } = setUp({ now: () => now });
    void engine.choose(songs(3), 0);
    await media.settle();
    expect(requestsOf(2)).toBe(1); // preloaded, with a link of 300 s
    now = 290_000;
    media.element(url(1)).end();
    await media.settle();
    expectPlaying(2);
    expect(requestsOf(2)).toBe(2); // loaded again, from the fresh link of its check
  });
});

describe("PlayerEngine: a stalled song", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("is loaded again once where it was, then passed over with a word", async () => {
    const { media, api, engine, state, url, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    const first = media.element(url(1));
    first.currentTime = 30;
    first.dispatchEvent(new Event("waiting")); // the stream stops coming
    await vi.advanceTimersByTimeAsync(STALL_MS);
    await media.settle();
    expectPlaying(1);
    expect(media.element(url(1)).currentTime).toBe(30);
    expect(
      api.calls.filter((call) => call.songId === "s1" && call.method === "getAccess").length,
    ).toBe(2);

    media.element(url(1)).dispatchEvent(new Event("waiting"));
    await vi.advanceTimersByTimeAsync(STALL_MS);
    await media.settle();
    expectPlaying(2);
    expect(state().notice).toMatchObject({ kind: "skipped", title: "Canción 1" });
  });

  it("that never started is given longer, then passed over", async () => {
    const { media, engine, state, url } = setUp();
    media.hang(url(1));
    void engine.choose(songs(3), 0);
    await media.settle();
    await vi.advanceTimersByTimeAsync(STALL_MS);
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s1" }, loading: true });
    await vi.advanceTimersByTimeAsync(START_STALL_MS - STALL_MS);
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: true });
  });
});
