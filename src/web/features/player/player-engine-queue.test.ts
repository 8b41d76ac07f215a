import { describe, expect, it } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { quietEngineLog, setUp, songs } from "./engine-harness";
import { slowSource } from "./fake-audio";

quietEngineLog();

describe("PlayerEngine: the queue", () => {
  it("goes next and previous through the queue, wrapping at both ends", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    expectPlaying(1);

    const visited: number[] = [];
    for (const move of [engine.next, engine.next, engine.next, engine.previous, engine.previous]) {
      void move();
      await media.settle();
      const n = Number(state().track?.id.slice(1));
      expectPlaying(n);
      visited.push(n);
    }
    expect(visited).toEqual([2, 3, 1, 3, 2]);
  });

  it.each([
    ["in the order they were asked", ["s2", "s3"]],
    ["the second first", ["s3", "s2"]],
  ])("two quick 'Siguiente' go two songs on, checks answering %s", async (_, order) => {
    const { media, api, engine, state, url, expectPlaying } = setUp();
    void engine.choose(songs(5), 0);
    await media.settle();
    const preloaded = media.requests.length;
    api.held.add("getSong");
    void engine.next();
    void engine.next();
    await media.callbacks();
    for (const songId of order) api.answer({ songId });
    await media.settle();
    expectPlaying(3);
    expect(state().loading).toBe(false);
    expect(media.requests.slice(preloaded)).not.toContain(url(2));
  });

  it("a slower earlier choice never plays over a later one", async () => {
    const { media, api, engine, url, requestsOf, expectPlaying } = setUp();
    api.held.add("getSong");
    void engine.choose(songs(5), 0);
    void engine.choose(songs(5), 3);
    await media.callbacks();
    api.answer({ songId: "s4" });
    await media.settle();
    expect(media.sounding()).toEqual([url(4)]);
    api.answer({ songId: "s1" });
    await media.settle();
    expectPlaying(4);
    expect(requestsOf(1)).toBe(0);
  });

  it("an earlier choice whose access check fails late does not stop a later one", async () => {
    const { media, api, engine, state, expectPlaying } = setUp();
    api.held.add("getAccess");
    void engine.choose(songs(5), 0);
    await media.callbacks(); // s1 is being checked…
    void engine.choose(songs(5), 1); // …when s2 is chosen
    await media.callbacks();
    const [first, second] = api.waiting;
    second?.answer();
    await media.settle();
    first?.answer(new ApiError(0, "NETWORK", "offline"));
    await media.settle();
    expectPlaying(2);
    expect(state().subscriptionRequired).toBe(false);
  });

  it("a newer choice being checked keeps showing as loading when the older one's start is cut short", async () => {
    const { media, api, engine, state } = setUp();
    void engine.choose(songs(5), 0);
    await media.callbacks(); // s1 is loading: its play() waits for the data
    api.held.add("getSong");
    void engine.next();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, loading: true, playing: false });
  });
});

describe("PlayerEngine: the end of a song", () => {
  it("goes on to the next song on the element that preloaded it", async () => {
    const { media, engine, url, requestsOf, expectPlaying } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    const [first, second] = media.elements;
    expect(second?.getAttribute("src")).toBe(url(2)); // preloading while s1 plays
    first?.end();
    await media.settle();
    expectPlaying(2);
    expect(second?.sounding).toBe(true);
    expect(first?.getAttribute("src")).not.toBe(url(1)); // emptied: it preloads s3 now
    expect(requestsOf(2)).toBe(1);
  });

  it("loads afresh a next song whose preload failed", async () => {
    const { media, engine, state, url, requestsOf, expectPlaying } = setUp();
    media.fail(url(2), 1); // the preload fails, the next request works
    void engine.choose(songs(3), 0);
    await media.settle();
    const [first] = media.elements;
    first?.end();
    await media.settle();
    expectPlaying(2);
    expect(first?.sounding).toBe(true);
    expect(state().notice).toBeNull();
    expect(requestsOf(2)).toBe(2);
  });

  it.each([
    ["just before the song ends", "press first"],
    ["just after the song ends", "end first"],
  ])("'Siguiente' pressed %s goes one song on, not two", async (_, order) => {
    const { media, engine, expectPlaying } = setUp();
    const { source, arrive } = slowSource(5, [1]); // the second song's page is slow
    void engine.choose(source, 0);
    await media.settle();
    const [first] = media.elements;
    if (order === "press first") void engine.next();
    first?.end();
    await media.settle();
    if (order === "end first") void engine.next();
    arrive(1);
    await media.settle();
    expectPlaying(2);
  });

  it("a queue that cannot be read leaves the song playing, and its end still moves on", async () => {
    const { media, engine, url, expectPlaying } = setUp();
    const { source, arrive, lose } = slowSource(5, [1]);
    void engine.choose(source, 0);
    await media.settle();
    void engine.next();
    lose(1); // the page of the next song does not come
    await media.settle();
    expectPlaying(1);
    media.element(url(1)).end();
    await media.settle();
    arrive(1);
    await media.settle();
    expectPlaying(2);
  });

  it("a late preload of an earlier choice does not replace the next song's", async () => {
    const { media, engine, url, requestsOf, expectPlaying } = setUp();
    const { source, arrive } = slowSource(8, [1]);
    void engine.choose(source, 0); // preloading s2 waits for its page
    await media.settle();
    void engine.choose(source, 4); // s5 plays and preloads s6
    await media.settle();
    arrive(1);
    await media.settle();
    expect(requestsOf(2)).toBe(0);
    media.element(url(5)).end();
    await media.settle();
    expectPlaying(6);
    expect(requestsOf(6)).toBe(1);
  });
});

describe("PlayerEngine: songs the listener blocked", () => {
  it("moves on to the next song at once when the one playing is blocked", async () => {
    const { media, engine, expectPlaying } = setUp();
    void engine.choose(songs(4), 1);
    await media.settle();
    expectPlaying(2);
    void engine.block("s2");
    await media.settle();
    expectPlaying(3);
  });

  it("passes a blocked song still in a queue read before the block, both ways", async () => {
    const { media, engine, state, expectPlaying } = setUp();
    void engine.choose(songs(4), 0);
    await media.settle();
    void engine.block("s2");
    void engine.next();
    await media.settle();
    expectPlaying(3);
    void engine.previous();
    await media.settle();
    expectPlaying(1);
    // Allowed again, it plays.
    engine.unblock("s2");
    void engine.next();
    await media.settle();
    expectPlaying(2);
    expect(state().notice).toBeNull();
  });

  it("shows the next song paused when a paused song is blocked, and stops when all are", async () => {
    const { media, engine, state } = setUp();
    void engine.choose(songs(2), 0);
    await media.settle();
    engine.pause();
    await media.settle();
    void engine.block("s1");
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: false });
    expect(media.sounding()).toEqual([]);
    void engine.block("s2");
    await media.settle();
    expect(state().track).toBeNull();
  });
});
