import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { paths } from "~/shared/paths";
import { setUp, songs } from "./engine-harness";
import type { FakeApi, FakeMedia } from "./fake-audio";
import { fakeOffline, memoryStorage, slowSource, track } from "./fake-audio";
import type { PlayerEngine } from "./player-engine";
import { initialSnapshot, START_STALL_MS, STALL_MS, VOLUME_KEY } from "./player-engine";
import { shuffledSource } from "./shuffled-source";
import { fixedSource } from "./track";

let warn: MockInstance;
beforeEach(() => {
  // The engine logs what it skips; the tests look at what it does instead.
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

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

describe("PlayerEngine: without a connection", () => {
  const fromDevice = (n: number) => paths.songAudio(`s${n}`);

  it("plays the songs on the device when the server stops answering, passing those it lacks at once", async () => {
    const { media, api, engine, state, url } = setUp();
    const device = fakeOffline(["s2", "s4"]);
    engine.useOffline(device.playback);
    void engine.choose(songs(5), 0);
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);

    api.unreachable = true; // the connection drops during song 1
    media.element(url(1)).end();
    await media.settle();
    // Preloaded while online, it goes on from what it has (and the device has the rest).
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: true, notice: null });
    expect(media.sounding()).toEqual([url(2)]);
    expect(device.state.offline).toBe(true);

    media.element(url(2)).end();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s4" }, playing: true, notice: null });
    expect(media.sounding()).toEqual([fromDevice(4)]);
    expect(media.requests).not.toContain(fromDevice(3));
  });

  it("says so when nothing more is on the device", async () => {
    const { media, api, engine, state, url } = setUp();
    engine.useOffline(fakeOffline([]).playback);
    void engine.choose(songs(3), 0);
    await media.settle();
    api.unreachable = true;
    media.element(url(1)).end();
    await media.settle();
    expect(state()).toMatchObject({ playing: false, notice: { kind: "offlineEmpty" } });
  });

  it("stops when the lease to play offline has run out, even within a song, and plays again online", async () => {
    const { media, api, engine, state, url } = setUp();
    const device = fakeOffline(["s1", "s2", "s3"]);
    engine.useOffline(device.playback);
    void engine.choose(songs(3), 0);
    await media.settle();
    api.unreachable = true;
    media.element(url(1)).end();
    await media.settle();
    expect(media.sounding()).toEqual([url(2)]);

    device.state.leaseRuns = false;
    media.element(url(2)).dispatchEvent(new Event("timeupdate"));
    await media.settle();
    expect(state()).toMatchObject({ playing: false, offlineLeaseEnded: true });
    expect(media.sounding()).toEqual([]);

    api.unreachable = false; // back online: the lease is renewed with the next check
    device.state.leaseRuns = true;
    void engine.play();
    await media.settle();
    expect(state()).toMatchObject({ playing: true, offlineLeaseEnded: false });
  });

  it("without offline playback, an unanswered check still means no music", async () => {
    const { media, api, engine, state } = setUp();
    api.unreachable = true;
    void engine.choose(songs(3), 0);
    await media.settle();
    expect(state()).toMatchObject({ playing: false, subscriptionRequired: true });
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

describe("PlayerEngine: resume, play and stop", () => {
  it("resumes a restored song where it was, and 'Siguiente' goes on through its queue", async () => {
    const { media, engine, state, url, expectPlaying } = setUp();
    await engine.restore(track(3), 42, { source: songs(5), index: 2 });
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s3" }, resumable: true, playing: false });
    expect(media.sounding()).toEqual([]);

    void engine.play();
    await media.settle();
    expectPlaying(3);
    expect(state().resumable).toBe(false);
    expect(media.element(url(3)).currentTime).toBe(42);

    void engine.next();
    await media.settle();
    expectPlaying(4);
  });

  it.each([
    ["while the saved song is checked", "during"],
    ["before the saved song arrives", "before"],
  ])("a song the listener chose %s is not replaced by it", async (_, when) => {
    const { media, api, engine, state, expectPlaying } = setUp();
    if (when === "before") {
      void engine.choose(songs(5), 0);
      await media.settle();
      await engine.restore(track(3), 42, { source: songs(5), index: 2 });
    } else {
      api.held.add("getAccess");
      void engine.restore(track(3), 42, { source: songs(5), index: 2 });
      void engine.choose(songs(5), 0);
      await media.callbacks();
      const [restoring, choosing] = api.waiting;
      choosing?.answer();
      await media.settle();
      restoring?.answer();
    }
    await media.settle();
    expectPlaying(1);
    expect(state().resumable).toBe(false);
  });

  it("pressing play while a chosen song is checked loads it once", async () => {
    const { media, api, engine, requestsOf, expectPlaying } = setUp();
    api.held.add("getSong");
    void engine.choose(songs(3), 1);
    await media.callbacks();
    void engine.play();
    await media.settle();
    api.answer();
    await media.settle();
    expectPlaying(2);
    expect(requestsOf(2)).toBe(1);
  });

  it("pausing while a chosen song is checked keeps it from starting; play starts it", async () => {
    const { media, api, engine, state, requestsOf, expectPlaying } = setUp();
    api.held.add("getSong");
    void engine.choose(songs(3), 1);
    await media.callbacks();
    engine.pause();
    api.answer();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: false, loading: false });
    expect(media.sounding()).toEqual([]);
    api.held.clear();
    void engine.play();
    await media.settle();
    expectPlaying(2);
    expect(requestsOf(2)).toBe(1);
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

  it("stop() while a failed song's access is checked shows nothing afterwards", async () => {
    const { media, api, engine, state, url } = setUp();
    media.fail(url(1));
    api.held.add("getAccess");
    void engine.choose(songs(3), 0);
    await media.callbacks();
    api.answer(); // the choice's own check
    await media.settle(); // s1 fails; the skip asks for access again
    engine.stop(); // logging out…
    api.answer({}, new ApiError(401, "UNAUTHENTICATED", "Sin sesión")); // …ends the session
    await media.settle();
    expect(state()).toEqual(initialSnapshot(state().volume));
    expect(media.sounding()).toEqual([]);
  });
});

describe("PlayerEngine: what the play log hears", () => {
  /** The engine's playback events, as "sounding s1#3", "silent paused", "over left"… */
  function listen(engine: PlayerEngine) {
    const heard: string[] = [];
    engine.observe({
      sounding: (song, playId) => heard.push(`sounding ${song.id}#${playId}`),
      silent: (paused) => heard.push(`silent ${paused ? "paused" : "buffering"}`),
      over: (reason) => heard.push(`over ${reason}`),
    });
    return heard;
  }
  const hearingsIn = (heard: string[]) =>
    heard.filter((event) => event.startsWith("sounding")).map((event) => event.split("#")[1]);

  it("says when a song sounds, pauses and resumes in the same hearing, and ends", async () => {
    const { media, engine, url } = setUp();
    const heard = listen(engine);
    void engine.choose(songs(3), 0);
    await media.settle();
    engine.pause();
    await media.settle();
    void engine.play();
    await media.settle();
    media.element(url(1)).end();
    await media.settle();
    const [first, resumed, next] = hearingsIn(heard);
    expect(resumed).toBe(first);
    expect(next).not.toBe(first);
    expect(heard.map((event) => event.replace(/#\d+/, ""))).toEqual([
      "over left",
      "silent buffering", // the first bytes: nothing was sounding yet
      "sounding s1",
      "silent paused",
      "sounding s1",
      "silent paused", // the element pauses at its end…
      "over ended", // …then ends
      "over left", // the queue moves on: nothing left to close
      "sounding s2",
    ]);
  });

  it("says a song was left before the next one's silence, so a skip is not a pause", async () => {
    const { media, engine } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    const heard = listen(engine);
    void engine.next();
    await media.settle();
    expect(heard[0]).toBe("over left");
    expect(heard.at(-1)).toMatch(/^sounding s2#/);
  });

  it("says playing stopped when the player stops or access has ended", async () => {
    const { media, api, engine } = setUp();
    void engine.choose(songs(3), 0);
    await media.settle();
    const heard = listen(engine);
    engine.stop();
    expect(heard).toEqual(["over stopped"]);

    void engine.choose(songs(3), 0);
    await media.settle();
    heard.length = 0;
    api.active = false;
    void engine.play();
    await media.settle();
    expect(heard).toContain("over stopped");
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
    const place = engine.queuePlace();
    const next = await place?.trackAt((place.index + 1) % place.total);
    expect(place?.index).toBe(0);
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

  it("saves the seed and the place in the source's own order, and a restore follows the same order", async () => {
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
