/**
 * The player's state as components read it (a snapshot, re-rendered on change), the
 * listeners that save it, and those that hear what sounded: the one place the engine's
 * parts tell the world what happened.
 */
import { DEFAULT_SOUND } from "~/shared/audio/sound-settings";
import type { SoundSettings } from "~/shared/player/music-state";
import type { Track } from "../track";
import type { PlaybackObserver } from "./dependencies";

/**
 * A short word from the player: a song skipped because it failed, nothing playable, or
 * nothing more on the device to play without a connection.
 */
export type NoticeContent =
  { kind: "skipped"; title: string } | { kind: "unplayable" } | { kind: "offlineEmpty" };
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
  /**
   * The browser refused to start sound without a touch of the page (its autoplay
   * policy): "Pulsa para empezar la música" until someone does.
   */
  needsGesture: boolean;
  /** Stopped because the lease to play offline ran out: only a connection brings music back. */
  offlineLeaseEnded: boolean;
  /** "Aleatorio": queues play in shuffled order. */
  shuffle: boolean;
  /** "Sonido": crossfade seconds and loudness normalisation. */
  sound: SoundSettings;
  /** The gain the song on screen plays at, in dB (0 with normalisation off or unmeasured). */
  gainDb: number;
  /** The account's own message sounding now (decision 029), between songs or over the music. */
  message: { id: string; name: string; over: boolean } | null;
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
  offlineLeaseEnded: false,
  needsGesture: false,
  shuffle: false,
  sound: DEFAULT_SOUND,
  gainDb: 0,
  message: null,
});

export class PlayerStore {
  private current: PlayerSnapshot;
  private noticeCount = 0;
  private listeners = new Set<() => void>();
  private observers = new Set<PlaybackObserver>();
  private persistListeners = new Set<() => void>();

  constructor(volume: number) {
    this.current = initialSnapshot(volume);
  }

  get snapshot() {
    return this.current;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What was heard (the play log listens): see PlaybackObserver. */
  observe = (observer: PlaybackObserver) => {
    this.observers.add(observer);
    return () => void this.observers.delete(observer);
  };

  tell(event: (observer: PlaybackObserver) => void) {
    this.observers.forEach(event);
  }

  /** Changes worth saving (song, volume, seek, pause): the music state listens. */
  onPersist(listener: () => void) {
    this.persistListeners.add(listener);
    return () => this.persistListeners.delete(listener);
  }

  set(changes: Partial<PlayerSnapshot>, persist = false) {
    this.current = { ...this.current, ...changes };
    this.listeners.forEach((listener) => listener());
    if (persist) this.persistListeners.forEach((listener) => listener());
  }

  /** Asks whoever keeps the music state to save it (leaving the player page). */
  requestSave() {
    this.persistListeners.forEach((listener) => listener());
  }

  notify(notice: NoticeContent) {
    this.set({ notice: { ...notice, id: ++this.noticeCount } });
  }

  dismissNotice(id: number) {
    if (this.current.notice?.id === id) this.set({ notice: null });
  }
}
