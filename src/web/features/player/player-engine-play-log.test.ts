import { describe, expect, it } from "vitest";
import { quietEngineLog, setUp, songs } from "./engine-harness";
import type { PlayerEngine } from "./player-engine";

quietEngineLog();

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
