import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import { FakeApi, FakeMedia, memoryStorage, track } from "./fake-audio";
import { PlayerEngine, type MediaControls } from "./player-engine";
import type { SoundOutput } from "./sound/sound-output";
import { fixedSource, type Track } from "./track";

/** A player with fake audio, API and storage; `url(n)` is song n's audio. */
export function setUp(
  options: {
    storage?: ReturnType<typeof memoryStorage>;
    mediaSession?: MediaControls;
    now?: () => number;
    sound?: SoundOutput;
  } = {},
) {
  const media = new FakeMedia();
  const api = new FakeApi();
  const storage = options.storage ?? memoryStorage();
  const engine = new PlayerEngine({
    createAudio: media.createAudio,
    api,
    storage,
    mediaSession: options.mediaSession,
    now: options.now,
    sound: options.sound,
  });
  const state = () => engine.getSnapshot();
  const url = (n: number) => api.audioUrl(`s${n}`);
  const requestsOf = (n: number) => media.requests.filter((request) => request === url(n)).length;
  /** Song n is the one on screen, playing, and the only sound. */
  const expectPlaying = (n: number) => {
    expect(state()).toMatchObject({ track: { id: `s${n}` }, playing: true });
    expect(media.sounding()).toEqual([url(n)]);
  };
  return { media, api, engine, state, url, requestsOf, expectPlaying };
}

/** Songs 1…n as a fixed queue. */
export const songs = (n: number, made: (n: number) => Track = track) =>
  fixedSource(
    null,
    Array.from({ length: n }, (_, index) => made(index + 1)),
  );

/** The engine logs what it skips; the tests look at what it does instead. */
export function quietEngineLog() {
  let warn: MockInstance;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
}
