import { describe, expect, it } from "vitest";
import { ApiError } from "~/web/lib/api-client";
import { quietEngineLog, setUp, songs } from "./engine-harness";
import { memoryStorage, track } from "./fake-audio";
import { initialSnapshot, VOLUME_KEY } from "./player-engine";

quietEngineLog();

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
