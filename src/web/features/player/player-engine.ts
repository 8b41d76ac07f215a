import type { MusicStateFields } from "~/shared/schemas/music-state";
import { ApiError } from "~/web/lib/api-client";
import { publicConfig } from "~/web/lib/public-config";
import { audioUrl, getAccess, getSong } from "./api";
import { fixedSource, wrapIndex, type QueueSource, type Track } from "./track";

/** A short word from the player: a song skipped because it failed, or nothing playable. */
type NoticeContent = { kind: "skipped"; title: string } | { kind: "unplayable" };
export type PlayerNotice = NoticeContent & { id: number };

export interface PlayerSnapshot {
  track: Track | null;
  /** Chosen and not sounding yet: checks, the first bytes, buffering. */
  loading: boolean;
  sourceKey: string | null;
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  subscriptionRequired: boolean;
  /** Restored after a reload: browsers start audio only after a click, so one is asked for. */
  resumable: boolean;
  notice: PlayerNotice | null;
}

export const VOLUME_KEY = "playerVolume";
export const DEFAULT_VOLUME = 0.5;
/** Songs that fail in a row before the player stops trying (a dead connection, say). */
const MAX_SKIPS_IN_A_ROW = 5;

/**
 * Failures of access checks, state and song loading are logged (spec §8); a song that
 * cannot be played is skipped and said, because silence is the worst failure of all.
 */
const log = (message: string, error?: unknown) => console.warn(`[player] ${message}`, error ?? "");

/** What the engine uses of an <audio> element: the browser's, or a fake one in tests. */
export interface AudioLike extends EventTarget {
  src: string;
  currentTime: number;
  volume: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly error: { readonly code: number } | null;
  getAttribute(name: "src"): string | null;
  removeAttribute(name: "src"): void;
  play(): Promise<void>;
  pause(): void;
  load(): void;
}

/** The lock screen and media keys (the browser's Media Session). */
export interface MediaControls {
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler): void;
  show(track: Track | null, state: MediaSessionPlaybackState): void;
}

/** The server calls the engine makes. */
export interface PlayerApi {
  getAccess: () => Promise<{ active: boolean }>;
  /** Rejects with a 404 ApiError when the song is gone. */
  getSong: (songId: string) => Promise<unknown>;
  audioUrl: (songId: string) => string;
}

/**
 * Everything the engine touches outside itself, given explicitly so that it can be
 * tested without a browser; `playerEngine()` wires the real ones.
 */
export interface PlayerDependencies {
  /** A new <audio> element that preloads its whole source. */
  createAudio: () => AudioLike;
  api: PlayerApi;
  /** Where this device keeps its own volume. */
  storage: Pick<Storage, "getItem" | "setItem">;
  mediaSession?: MediaControls;
}

function storedVolume(storage: PlayerDependencies["storage"]): number | null {
  const raw = storage.getItem(VOLUME_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

export const initialSnapshot = (volume: number): PlayerSnapshot => ({
  track: null,
  loading: false,
  sourceKey: null,
  playing: false,
  currentTime: 0,
  duration: 0,
  volume,
  subscriptionRequired: false,
  resumable: false,
  notice: null,
});

/**
 * One player for the whole dashboard: an <audio> element playing, and a second one
 * preloading the next song so tracks follow each other without a gap. Components read
 * it through usePlayer(); nothing here renders.
 */
export class PlayerEngine {
  private readonly api: PlayerApi;
  private readonly storage: PlayerDependencies["storage"];
  private readonly mediaSession: MediaControls | undefined;
  private audio: AudioLike;
  private upcoming: AudioLike;
  private nextTrackId: string | null = null;
  private source: QueueSource | null = null;
  private index = 0;
  private pendingSeek: number | null = null;
  /** Bumped by every choice: a slower, older choice never overrides a newer one. */
  private choice = 0;
  private failuresInARow = 0;
  private noticeCount = 0;
  private listeners = new Set<() => void>();
  private persistListeners = new Set<() => void>();
  private snapshot: PlayerSnapshot;

  constructor(dependencies: PlayerDependencies) {
    this.api = dependencies.api;
    this.storage = dependencies.storage;
    this.mediaSession = dependencies.mediaSession;
    this.audio = this.bind(dependencies.createAudio());
    this.upcoming = dependencies.createAudio();
    const volume = storedVolume(this.storage) ?? DEFAULT_VOLUME;
    this.audio.volume = volume;
    this.snapshot = initialSnapshot(volume);
    this.setUpMediaSession();
  }

  // --- store ---
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;
  /** Changes worth saving (song, volume, seek, pause): the music state listens. */
  onPersist(listener: () => void) {
    this.persistListeners.add(listener);
    return () => this.persistListeners.delete(listener);
  }
  private set(changes: Partial<PlayerSnapshot>, persist = false) {
    this.snapshot = { ...this.snapshot, ...changes };
    this.listeners.forEach((listener) => listener());
    if (persist) this.persistListeners.forEach((listener) => listener());
  }
  /** Asks whoever keeps the music state to save it (leaving the player page). */
  requestSave() {
    this.persistListeners.forEach((listener) => listener());
  }
  persistable(): MusicStateFields {
    const track = this.snapshot.track;
    const descriptor = this.source?.descriptor;
    return {
      volume: this.snapshot.volume,
      currentSongId: track?.id ?? null,
      position: Math.round(this.audio.currentTime * 10) / 10 || this.pendingSeek || 0,
      queue: track && descriptor ? { source: descriptor, index: this.index } : null,
    };
  }

  // --- audio element ---
  private bind(element: AudioLike): AudioLike {
    element.addEventListener("timeupdate", this.onTime);
    element.addEventListener("durationchange", this.onDuration);
    element.addEventListener("loadedmetadata", this.onMetadata);
    element.addEventListener("play", this.onPlay);
    element.addEventListener("playing", this.onPlaying);
    element.addEventListener("waiting", this.onWaiting);
    element.addEventListener("pause", this.onPause);
    element.addEventListener("ended", this.onEnded);
    element.addEventListener("error", this.onError);
    return element;
  }
  private unbind(element: AudioLike) {
    element.removeEventListener("timeupdate", this.onTime);
    element.removeEventListener("durationchange", this.onDuration);
    element.removeEventListener("loadedmetadata", this.onMetadata);
    element.removeEventListener("play", this.onPlay);
    element.removeEventListener("playing", this.onPlaying);
    element.removeEventListener("waiting", this.onWaiting);
    element.removeEventListener("pause", this.onPause);
    element.removeEventListener("ended", this.onEnded);
    element.removeEventListener("error", this.onError);
  }
  private onTime = () => this.set({ currentTime: this.audio.currentTime });
  private onDuration = () => {
    if (Number.isFinite(this.audio.duration)) this.set({ duration: this.audio.duration });
  };
  private onMetadata = () => {
    if (this.pendingSeek !== null) {
      this.audio.currentTime = this.pendingSeek;
      this.pendingSeek = null;
    }
    this.onDuration();
  };
  private onPlay = () => {
    this.set({ playing: true, resumable: false });
    this.updateMediaSession();
    void this.preloadNext();
  };
  private onPlaying = () => {
    this.failuresInARow = 0;
    this.set({ loading: false });
  };
  private onWaiting = () => this.set({ loading: true });
  // Not "loading: false": silencing the old song while a new one is checked pauses too.
  private onPause = () => {
    this.set({ playing: false }, true);
    this.updateMediaSession();
  };
  private onEnded = () => void this.step(1);
  private onError = () => {
    if (!this.audio.getAttribute("src")) return;
    log("the song could not be loaded", this.audio.error);
    void this.skipUnplayable();
  };

  private load(track: Track, position = 0) {
    // A preloaded element that already failed is not reused: loading afresh reports it.
    if (this.nextTrackId === track.id && !this.upcoming.error) {
      // The preloaded element becomes the player: its first seconds are already buffered.
      const previous = this.audio;
      this.unbind(previous);
      previous.pause();
      this.audio = this.bind(this.upcoming);
      this.audio.volume = this.snapshot.volume;
      this.upcoming = previous;
      this.upcoming.removeAttribute("src");
      this.upcoming.load();
      if (position) this.audio.currentTime = position;
    } else {
      this.pendingSeek = position || null;
      this.audio.src = this.api.audioUrl(track.id);
    }
    this.nextTrackId = null;
    this.set(
      {
        track,
        sourceKey: this.source?.key ?? null,
        currentTime: position,
        duration: track.durationSeconds,
      },
      true,
    );
    this.updateMediaSession();
  }

  private silence() {
    this.audio.pause();
    this.audio.removeAttribute("src");
    this.audio.load();
  }

  private clear() {
    this.silence();
    this.set({ track: null, loading: false, playing: false, currentTime: 0, duration: 0 }, true);
  }

  private async preloadNext() {
    if (!this.source || this.source.total < 2) return;
    try {
      const upcoming = await this.source.trackAt(wrapIndex(this.index + 1, this.source.total));
      if (!upcoming || upcoming.id === this.nextTrackId || upcoming.id === this.snapshot.track?.id)
        return;
      this.nextTrackId = upcoming.id;
      this.upcoming.src = this.api.audioUrl(upcoming.id);
      this.upcoming.load();
    } catch (error) {
      log("could not preload the next song", error);
    }
  }

  private notify(notice: NoticeContent) {
    this.set({ notice: { ...notice, id: ++this.noticeCount } });
  }

  dismissNotice(id: number) {
    if (this.snapshot.notice?.id === id) this.set({ notice: null });
  }

  /**
   * The current song cannot be played: unless access has ended (then the subscription
   * modal says why), say so and go on to the next song, giving up after a few in a row.
   */
  private async skipUnplayable() {
    const failed = this.snapshot.track;
    const choice = this.choice;
    this.silence();
    this.set({ playing: false, loading: false });
    if (!(await this.hasAccess())) return;
    if (choice !== this.choice || !failed) return; // the user chose something else meanwhile
    this.failuresInARow += 1;
    const total = this.source?.total ?? 0;
    if (total < 2 || this.failuresInARow >= Math.min(total, MAX_SKIPS_IN_A_ROW)) {
      this.failuresInARow = 0;
      this.notify({ kind: "unplayable" });
      return;
    }
    this.notify({ kind: "skipped", title: failed.title });
    await this.step(1, { skipping: true });
  }

  // --- commands ---
  /**
   * Plays the song at `index` of `source` (the list it was chosen from). The song shows
   * as loading at once; it must still exist and the user must have access (spec §4).
   */
  async choose(source: QueueSource, index: number, options: { skipping?: boolean } = {}) {
    const choice = ++this.choice;
    // The queue moves at once: a second "Siguiente" before this one loads goes one further.
    this.source = source;
    this.index = index;
    let track: Track | null;
    try {
      track = await source.trackAt(index);
    } catch (error) {
      log("could not load the queue", error);
      track = null;
    }
    if (choice !== this.choice) return;
    if (!track) {
      if (options.skipping) this.notify({ kind: "unplayable" });
      return;
    }
    this.silence();
    this.set({
      track,
      loading: true,
      playing: false,
      resumable: false,
      sourceKey: source.key,
      currentTime: 0,
      duration: track.durationSeconds,
    });
    const [exists, active] = await Promise.all([this.stillExists(track.id), this.hasAccess()]);
    if (choice !== this.choice) return;
    if (!exists) {
      if (options.skipping) return this.skipUnplayable();
      this.clear();
      return;
    }
    if (!active) {
      this.set({ loading: false }, true);
      return;
    }
    this.load(track);
    await this.startPlayback();
  }

  /**
   * The saved song, paused at its saved position, with the queue it was playing from
   * (its audio loads only with access). Resuming takes one click: browsers refuse to
   * start sound before the user has touched the page.
   */
  async restore(track: Track, position: number, queue?: { source: QueueSource; index: number }) {
    this.source = queue?.source ?? fixedSource(null, [track]);
    this.index = queue?.index ?? 0;
    if (await this.hasAccess({ quiet: true })) this.load(track, position);
    else
      this.set({
        track,
        sourceKey: this.source.key,
        currentTime: position,
        duration: track.durationSeconds,
      });
    this.set({ resumable: true });
  }

  async play() {
    const track = this.snapshot.track;
    if (!track) return;
    this.set({ loading: true });
    if (!(await this.hasAccess())) {
      this.set({ loading: false });
      return;
    }
    if (!this.audio.getAttribute("src")) this.load(track, this.snapshot.currentTime);
    await this.startPlayback();
  }

  pause() {
    this.audio.pause();
    this.set({ loading: false });
  }

  async toggle() {
    if (this.snapshot.playing) this.pause();
    else await this.play();
  }

  next = () => this.step(1);
  previous = () => this.step(-1);

  private async step(direction: 1 | -1, options: { skipping?: boolean } = {}) {
    if (!this.source || this.source.total === 0) return;
    await this.choose(this.source, wrapIndex(this.index + direction, this.source.total), options);
  }

  seek(seconds: number) {
    const duration = this.snapshot.duration || this.audio.duration || 0;
    const target = Math.max(0, Math.min(seconds, duration || seconds));
    if (this.audio.getAttribute("src")) this.audio.currentTime = target;
    else this.pendingSeek = target;
    this.set({ currentTime: target }, true);
  }

  setVolume(volume: number, options: { remember?: boolean } = {}) {
    const value = Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100;
    this.audio.volume = value;
    if (options.remember !== false) this.storage.setItem(VOLUME_KEY, String(value));
    this.set({ volume: value }, true);
  }

  /** The device's own volume wins over the saved one (issue: playerVolume). */
  deviceVolume(): number | null {
    return storedVolume(this.storage);
  }

  closeSubscriptionModal() {
    this.set({ subscriptionRequired: false });
  }

  stop() {
    this.choice += 1;
    this.silence();
    this.upcoming.removeAttribute("src");
    this.nextTrackId = null;
    this.source = null;
    this.failuresInARow = 0;
    this.set({ ...initialSnapshot(this.snapshot.volume) });
  }

  private async stillExists(songId: string): Promise<boolean> {
    try {
      await this.api.getSong(songId); // spec: choosing a song checks that it still exists
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        log("Song not found", songId);
        return false;
      }
      log("could not check the song", error);
      return true; // the audio request itself will tell
    }
  }

  private async hasAccess(options: { quiet?: boolean } = {}): Promise<boolean> {
    let active = false;
    try {
      active = (await this.api.getAccess()).active;
    } catch (error) {
      log("could not check the subscription", error);
    }
    if (!active) {
      this.audio.pause();
      if (!options.quiet) this.set({ subscriptionRequired: true });
    }
    return active;
  }

  private async startPlayback() {
    try {
      await this.audio.play();
    } catch (error) {
      // A failed source also fires "error", which skips the song; anything else is logged.
      log("playback did not start", error);
      if (!this.audio.error) this.set({ loading: false });
    }
  }

  // --- lock screen and media keys ---
  private setUpMediaSession() {
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => void this.play()],
      ["pause", () => this.pause()],
      ["nexttrack", () => void this.next()],
      ["previoustrack", () => void this.previous()],
      ["seekto", (details) => details.seekTime !== undefined && this.seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) this.mediaSession?.setActionHandler(action, handler);
  }

  private updateMediaSession() {
    const track = this.snapshot.track;
    this.mediaSession?.show(track, this.snapshot.playing ? "playing" : track ? "paused" : "none");
  }
}

/** The browser's Media Session, where there is one. */
function browserMediaSession(): MediaControls | undefined {
  if (!("mediaSession" in navigator)) return undefined;
  const session = navigator.mediaSession;
  return {
    setActionHandler(action, handler) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    },
    show(track, state) {
      session.metadata = track
        ? new MediaMetadata({
            title: track.title,
            artist: track.artist,
            album: publicConfig.brandName,
            artwork: [{ src: "/logo.svg", sizes: "512x512", type: "image/svg+xml" }],
          })
        : null;
      session.playbackState = state;
    },
  };
}

let engine: PlayerEngine | undefined;

/** The dashboard's one player (created on first use, in the browser). */
export function playerEngine(): PlayerEngine {
  engine ??= new PlayerEngine({
    createAudio: () => {
      const audio = new Audio();
      audio.preload = "auto";
      return audio;
    },
    api: { getAccess, getSong, audioUrl },
    storage: window.localStorage,
    mediaSession: browserMediaSession(),
  });
  return engine;
}
