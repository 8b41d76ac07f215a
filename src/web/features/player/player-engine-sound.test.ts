import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { setUp, songs } from "./engine-harness";
import { track, type FakeAudio } from "./fake-audio";
import { FakeSound } from "./fake-sound";
import type { PlaybackObserver, PlayerEngine } from "./player-engine";
import type { SoundElement } from "./sound/sound-output";
import type { Track } from "./track";

/**
 * Songs measured for loudness (decision 015): odd ones loud (−6 dB to the target), even ones
 * quiet (+3 dB); song 2 starts with 1.5 s of silence; every song ends with 2 s of it.
 */
const measured = (n: number): Track => ({
  ...track(n),
  gainDb: n % 2 ? -6 : 3,
  leadingSilenceSeconds: n === 2 ? 1.5 : 0,
  trailingSilenceSeconds: 2,
});
/** The fake elements last 180 s: the sound of each measured song ends at 178 s. */
const SOUND_ENDS = 178;

function setUpSound() {
  const sound = new FakeSound();
  const player = setUp({ sound });
  const { media, api } = player;
  /** The song an element holds ("s2"), or "empty". */
  const holding = (element: SoundElement) =>
    (element as FakeAudio).getAttribute("src")?.split("/").at(-1) ?? "empty";
  const elementOf = (n: number) => media.element(api.audioUrl(`s${n}`));
  return { ...player, sound, holding, elementOf };
}

function listen(engine: PlayerEngine) {
  const heard: string[] = [];
  const observer: PlaybackObserver = {
    sounding: (track) => heard.push(`sounding ${track.id}`),
    silent: (paused) => heard.push(paused ? "silent paused" : "silent buffering"),
    over: (reason) => heard.push(`over ${reason}`),
  };
  engine.observe(observer);
  return heard;
}

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

type SoundPlayer = ReturnType<typeof setUpSound>;

/** Song 1 of three played to `seconds`, through the moment song 2 is checked ahead. */
async function playFirstSongTo({ media, engine, elementOf }: SoundPlayer, seconds: number) {
  void engine.choose(songs(3, measured), 0);
  await media.settle();
  elementOf(1).playTo(SOUND_ENDS - 5);
  await media.settle();
  elementOf(1).playTo(seconds);
  await media.settle();
}

/** 0.1 s before the default 4 s crossfade: it is timed to begin. */
const JUST_BEFORE_CROSSFADE = SOUND_ENDS - 4.1;

/** Song 1 stayed paused and silent once the fades ended, and plays again on "play". */
async function expectStillPausedThenResumed({ media, engine, state, sound, url }: SoundPlayer) {
  sound.finishFades();
  await media.settle();
  expect(media.sounding()).toEqual([]);
  expect(state()).toMatchObject({ track: { id: "s1" }, playing: false });
  void engine.play();
  await media.settle();
  sound.finishFades();
  expect(media.sounding()).toEqual([url(1)]);
}

describe("PlayerEngine: crossfade", () => {
  it("starts the next song the crossfade's seconds before the first one's sound ends, each at its gain", async () => {
    const { media, engine, state, sound, holding, elementOf, url } = setUpSound();
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    const first = elementOf(1);
    expect(sound.gains.get(first)).toBe(-6);
    expect(state().gainDb).toBe(-6);
    expect(sound.starts).toBeGreaterThan(0);

    first.playTo(SOUND_ENDS - 7);
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);
    const heard = listen(engine);

    first.playTo(SOUND_ENDS - 4.1);
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);
    first.playTo(SOUND_ENDS - 3.9);
    await media.settle();
    // Both sound: the first fades out as the second fades in, over the 4 s by default.
    expect(media.sounding().sort()).toEqual([url(1), url(2)]);
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: true, gainDb: 3 });
    const second = elementOf(2);
    expect(sound.gains.get(second)).toBe(3);
    expect(second.currentTime).toBe(1.5); // its leading silence is not played
    expect(sound.fading(holding)).toEqual([
      ["s1", 0, 4],
      ["s2", 1, 4],
    ]);
    expect(heard).toEqual(["over ended", "sounding s2"]);

    sound.finishFades();
    await media.settle();
    expect(media.sounding()).toEqual([url(2)]);
    expect(first.paused).toBe(true);
  });

  it("at 0 s is gapless: the next song starts where the first one's trailing silence begins", async () => {
    const { media, engine, state, sound, elementOf, url } = setUpSound();
    engine.setSound({ crossfadeSeconds: 0 });
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    elementOf(1).playTo(SOUND_ENDS - 1);
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);
    elementOf(1).playTo(SOUND_ENDS);
    await media.settle();
    expect(media.sounding()).toEqual([url(2)]);
    expect(sound.fades).toEqual([]);
    expect(state().track?.id).toBe("s2");
  });

  it("a next song not checked in time: the queue moves on where the silence begins", async () => {
    const { media, api, engine, state, sound, holding, elementOf, url } = setUpSound();
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    api.held.add("getSong");
    elementOf(1).playTo(SOUND_ENDS - 5);
    await media.settle();
    elementOf(1).playTo(SOUND_ENDS);
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s2" }, loading: true });
    expect(sound.fading(holding)).toEqual([["s1", 0, 0.3]]); // out without a click
    api.answer({ method: "getSong" });
    await media.settle();
    sound.finishFades();
    await media.settle();
    expect(media.sounding()).toEqual([url(2)]);
  });

  it("'Siguiente' during a crossfade quiets both songs quickly and plays the next", async () => {
    const player = setUpSound();
    const { media, engine, state, sound, holding, url } = player;
    await playFirstSongTo(player, SOUND_ENDS - 3.5);
    expect(state().track?.id).toBe("s2");

    void engine.next();
    await media.settle();
    expect(sound.fading(holding).sort()).toEqual([
      ["s1", 0, 0.3],
      ["s2", 0, 0.3],
    ]);
    sound.finishFades();
    await media.settle();
    expect(media.sounding()).toEqual([url(3)]);
    expect(state().track?.id).toBe("s3");
  });
});

describe("PlayerEngine: gain and soft stops", () => {
  it("starts a chosen song where its sound begins", async () => {
    const { media, engine, elementOf } = setUpSound();
    void engine.choose(songs(3, measured), 1);
    await media.settle();
    expect(elementOf(2).currentTime).toBe(1.5);
  });

  it("plays every song at unity with normalisation off, and the song playing takes its gain again when on", async () => {
    const { media, engine, state, sound, elementOf } = setUpSound();
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    engine.setSound({ normalize: false });
    expect(sound.gains.get(elementOf(1))).toBe(0);
    expect(state()).toMatchObject({ gainDb: 0, sound: { normalize: false, crossfadeSeconds: 4 } });
    engine.setSound({ normalize: true });
    expect(sound.gains.get(elementOf(1))).toBe(-6);
    expect(state().gainDb).toBe(-6);
  });

  it("fades out before pausing, and playing again during the fade calls the pause off", async () => {
    const { media, engine, state, sound, holding, elementOf, url } = setUpSound();
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    engine.pause();
    expect(state().playing).toBe(false);
    expect(media.sounding()).toEqual([url(1)]);
    expect(sound.fading(holding)).toEqual([["s1", 0, 0.3]]);
    sound.finishFades();
    await media.settle();
    expect(media.sounding()).toEqual([]);

    void engine.play();
    await media.settle();
    expect(sound.fading(holding)).toEqual([["s1", 1, 0.3]]);
    sound.finishFades();
    const heard = listen(engine);
    engine.pause();
    void engine.play();
    await media.settle();
    sound.finishFades();
    // The play log heard the pause at once, and the song come back in the same hearing.
    expect(heard.map((event) => event.replace(/#\d+/, ""))).toEqual([
      "silent paused",
      "sounding s1",
    ]);
    await media.settle();
    expect(state().playing).toBe(true);
    expect(media.sounding()).toEqual([url(1)]);
    expect(sound.levels.get(elementOf(1))).toBe(1);
  });

  it("a seek during the pause's fade is not heard, and the next song does not start", async () => {
    const player = setUpSound();
    const { media, engine, elementOf } = player;
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    engine.pause();
    // Near the end, where a crossfade would begin if the song were playing.
    engine.seek(SOUND_ENDS - 1);
    expect(media.sounding()).toEqual([]);
    elementOf(1).playTo(SOUND_ENDS - 1);
    await media.settle();
    await expectStillPausedThenResumed(player);
    expect(elementOf(1).currentTime).toBe(SOUND_ENDS - 1);
  });

  it("a pause just before the crossfade holds it until the song plays on to that point", async () => {
    const player = setUpSound();
    const { media, engine, state, elementOf, url } = player;
    // 0.1 s before the crossfade, it is timed to begin, and the listener pauses.
    await playFirstSongTo(player, JUST_BEFORE_CROSSFADE);
    engine.pause();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectStillPausedThenResumed(player);
    elementOf(1).playTo(SOUND_ENDS - 3.9);
    await media.settle();
    expect(media.sounding().sort()).toEqual([url(1), url(2)]);
    expect(state().track?.id).toBe("s2");
  });

  it("a seek back just before the crossfade calls it off", async () => {
    const player = setUpSound();
    const { media, engine, state, url } = player;
    await playFirstSongTo(player, JUST_BEFORE_CROSSFADE);
    engine.seek(30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);
    expect(state().track?.id).toBe("s1");
  });

  it("a song that ends during the pause's fade stays paused: the next one does not start", async () => {
    const { media, engine, state, sound, elementOf } = setUpSound();
    void engine.choose(songs(3, measured), 0);
    await media.settle();
    const heard = listen(engine);
    engine.pause();
    elementOf(1).end();
    await media.settle();
    sound.finishFades();
    await media.settle();
    expect(media.sounding()).toEqual([]);
    expect(state()).toMatchObject({ track: { id: "s1" }, playing: false });
    // The play log: paused at once, then the hearing over as the song ended; nothing after.
    expect(heard[0]).toBe("silent paused");
    expect(heard.at(-1)).toBe("over ended");
    expect(heard.filter((event) => event.startsWith("sounding"))).toEqual([]);
  });
});
