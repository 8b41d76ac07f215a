import { publicConfig } from "~/web/lib/public-config";
import { ApiError } from "~/web/lib/api-client";
import { audioUrl, getAccess, getSong } from "./api";
import { fixedSource, wrapIndex, type QueueSource, type Track } from "./track";

export interface PlayerSnapshot {
  track: Track | null;
  sourceKey: string | null;
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  subscriptionRequired: boolean;
}

export const VOLUME_KEY = "playerVolume";
const DEFAULT_VOLUME = 0.5;

/** Failures of access checks, state and song loading are logged, never shown (spec §8). */
const log = (message: string, error?: unknown) => console.warn(`[player] ${message}`, error ?? "");

function storedVolume(): number | null {
  const raw = window.localStorage.getItem(VOLUME_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/**
 * One player for the whole dashboard: an <audio> element playing, and a second one
 * preloading the next song so tracks follow each other without a gap. Components read
 * it through usePlayer(); nothing here renders.
 */
export class PlayerEngine {
  private audio: HTMLAudioElement;
  private upcoming: HTMLAudioElement;
  private nextTrackId: string | null = null;
  private source: QueueSource | null = null;
  private index = 0;
  private pendingSeek: number | null = null;
  private listeners = new Set<() => void>();
  private persistListeners = new Set<() => void>();
  private snapshot: PlayerSnapshot;

  constructor() {
    this.audio = this.bind(new Audio());
    this.upcoming = new Audio();
    this.upcoming.preload = "auto";
    const volume = storedVolume() ?? DEFAULT_VOLUME;
    this.audio.volume = volume;
    this.snapshot = {
      track: null,
      sourceKey: null,
      playing: false,
      currentTime: 0,
      duration: 0,
      volume,
      subscriptionRequired: false,
    };
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
  persistable() {
    return {
      volume: this.snapshot.volume,
      currentSongId: this.snapshot.track?.id ?? null,
      position: Math.round(this.audio.currentTime * 10) / 10 || this.pendingSeek || 0,
    };
  }

  // --- audio element ---
  private bind(element: HTMLAudioElement): HTMLAudioElement {
    element.preload = "auto";
    element.addEventListener("timeupdate", this.onTime);
    element.addEventListener("durationchange", this.onDuration);
    element.addEventListener("loadedmetadata", this.onMetadata);
    element.addEventListener("play", this.onPlay);
    element.addEventListener("pause", this.onPause);
    element.addEventListener("ended", this.onEnded);
    element.addEventListener("error", this.onError);
    return element;
  }
  private unbind(element: HTMLAudioElement) {
    element.removeEventListener("timeupdate", this.onTime);
    element.removeEventListener("durationchange", this.onDuration);
    element.removeEventListener("loadedmetadata", this.onMetadata);
    element.removeEventListener("play", this.onPlay);
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
    this.set({ playing: true });
    this.updateMediaSession();
    void this.preloadNext();
  };
  private onPause = () => {
    this.set({ playing: false }, true);
    this.updateMediaSession();
  };
  private onEnded = () => void this.step(1);
  private onError = () => {
    if (!this.audio.getAttribute("src")) return;
    log("the song could not be loaded", this.audio.error);
    this.clear();
  };

  private load(track: Track, position = 0) {
    if (this.nextTrackId === track.id) {
      // The preloaded element becomes the player: its first seconds are already buffered.
      const previous = this.audio;
      this.unbind(previous);
      previous.pause();
      this.audio = this.bind(this.upcoming);
      this.audio.volume = this.snapshot.volume;
      this.upcoming = previous;
      this.upcoming.removeAttribute("src");
      this.upcoming.load();
      this.nextTrackId = null;
      if (position) this.audio.currentTime = position;
    } else {
      this.pendingSeek = position || null;
      this.audio.src = audioUrl(track.id);
    }
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

  private clear() {
    this.audio.pause();
    this.audio.removeAttribute("src");
    this.audio.load();
    this.set({ track: null, playing: false, currentTime: 0, duration: 0 }, true);
  }

  private async preloadNext() {
    if (!this.source || this.source.total < 2) return;
    try {
      const upcoming = await this.source.trackAt(wrapIndex(this.index + 1, this.source.total));
      if (!upcoming || upcoming.id === this.nextTrackId || upcoming.id === this.snapshot.track?.id)
        return;
      this.nextTrackId = upcoming.id;
      this.upcoming.src = audioUrl(upcoming.id);
      this.upcoming.load();
    } catch (error) {
      log("could not preload the next song", error);
    }
  }

  // --- commands ---
  /** Plays the song at `index` of `source` (the list it was chosen from). */
  async choose(source: QueueSource, index: number) {
    const track = await source.trackAt(index);
    if (!track) return;
    try {
      await getSong(track.id); // spec: choosing a song checks that it still exists
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) log("Song not found", track.id);
      else log("could not check the song", error);
      this.clear();
      return;
    }
    this.source = source;
    this.index = index;
    if (!(await this.hasAccess())) return;
    this.load(track);
    await this.startPlayback();
  }

  /** The saved song, paused at its saved position (its audio loads only with access). */
  async restore(track: Track, position: number) {
    this.source = fixedSource(`restored:${track.id}`, [track]);
    this.index = 0;
    if (await this.hasAccess({ quiet: true })) this.load(track, position);
    else this.set({ track, currentTime: position, duration: track.durationSeconds });
  }

  async play() {
    const track = this.snapshot.track;
    if (!track) return;
    if (!(await this.hasAccess())) return;
    if (!this.audio.getAttribute("src")) this.load(track, this.snapshot.currentTime);
    await this.startPlayback();
  }

  pause() {
    this.audio.pause();
  }

  async toggle() {
    if (this.snapshot.playing) this.pause();
    else await this.play();
  }

  next = () => this.step(1);
  previous = () => this.step(-1);

  private async step(direction: 1 | -1) {
    if (!this.source || this.source.total === 0) return;
    await this.choose(this.source, wrapIndex(this.index + direction, this.source.total));
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
    if (options.remember !== false) window.localStorage.setItem(VOLUME_KEY, String(value));
    this.set({ volume: value }, true);
  }

  /** The device's own volume wins over the saved one (issue: playerVolume). */
  deviceVolume(): number | null {
    return storedVolume();
  }

  closeSubscriptionModal() {
    this.set({ subscriptionRequired: false });
  }

  stop() {
    this.audio.pause();
    this.audio.removeAttribute("src");
    this.audio.load();
    this.upcoming.removeAttribute("src");
    this.nextTrackId = null;
    this.source = null;
    this.set({
      track: null,
      playing: false,
      currentTime: 0,
      duration: 0,
      subscriptionRequired: false,
    });
  }

  isCurrent(sourceKey: string, trackId: string) {
    return this.source?.key === sourceKey && this.snapshot.track?.id === trackId;
  }

  private async hasAccess(options: { quiet?: boolean } = {}): Promise<boolean> {
    let active = false;
    try {
      active = (await getAccess()).active;
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
      log("playback did not start", error);
    }
  }

  // --- lock screen and media keys ---
  private setUpMediaSession() {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => void this.play()],
      ["pause", () => this.pause()],
      ["nexttrack", () => void this.next()],
      ["previoustrack", () => void this.previous()],
      ["seekto", (details) => details.seekTime !== undefined && this.seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
  }

  private updateMediaSession() {
    if (!("mediaSession" in navigator)) return;
    const track = this.snapshot.track;
    navigator.mediaSession.metadata = track
      ? new MediaMetadata({
          title: track.title,
          artist: track.artist,
          album: publicConfig.brandName,
          artwork: [{ src: "/logo.svg", sizes: "512x512", type: "image/svg+xml" }],
        })
      : null;
    navigator.mediaSession.playbackState = this.snapshot.playing
      ? "playing"
      : track
        ? "paused"
        : "none";
  }
}

let engine: PlayerEngine | undefined;

/** The dashboard's one player (created on first use, in the browser). */
export function playerEngine(): PlayerEngine {
  engine ??= new PlayerEngine();
  return engine;
}
