/**
 * Everything the player engine touches outside itself — the <audio> elements, the server,
 * the lock screen, the offline reserve, the one-player gate, whoever hears what sounded —
 * as interfaces, so that the engine can be tested without a browser (`playerEngine()`
 * wires the real ones).
 */
import type { SoundOutput } from "../sound/sound-output";
import type { Track } from "../track";

/**
 * Failures of access checks, state and song loading are logged (product §8); a song that
 * cannot be played is skipped and said, because silence is the worst failure of all.
 */
export const log = (message: string, error?: unknown) =>
  console.warn(`[player] ${message}`, error ?? "");

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

/**
 * Who hears what the listener actually heard (the play log): a song sounding, a silence,
 * and the end of a hearing. Only the engine knows a skip from a pause from an end.
 */
export interface PlaybackObserver {
  /** `track` is sounding; `playId` names this hearing of it (a new id: a new play). */
  sounding(track: Track, playId: number): void;
  /** The sound stopped for now: the listener paused (`paused`), or the audio is buffering. */
  silent(paused: boolean): void;
  /** The hearing is over: the song ended, the listener left it for another, or playing stopped. */
  over(reason: "ended" | "left" | "stopped"): void;
}

/** A signed link to a song's audio, as /api/access gives it with access. */
export interface AudioLink {
  url: string;
  expiresInSeconds: number;
}

/** The server calls the engine makes. */
export interface PlayerApi {
  /** Whether the user may play now; asked for a song, with the link to its audio. */
  getAccess: (songId?: string) => Promise<{ active: boolean; audio?: AudioLink | null }>;
  /** Rejects with a NOT_FOUND ApiError when the song is gone. */
  getSong: (songId: string) => Promise<unknown>;
}

/**
 * Playing without the server (decision 014): songs whose whole file is on the device (the
 * service worker answers their audio), for as long as the lease to play offline runs.
 */
export interface OfflinePlayback {
  has(songId: string): boolean;
  /** The lease to play offline still runs (by a clock that never goes back). */
  mayPlayOffline(): boolean;
  /** The device cannot reach the server now. */
  isOffline(): boolean;
  /** After each access check: whether the server answered, and its answer. */
  reached(answer: unknown | null): void;
  /** An element is given this song's audio at `url` now (where it comes from is known then). */
  loading(songId: string, url: string): void;
}

/**
 * Whether this device may start sound now (decision 018: one player per establishment).
 * False: it may not yet — whoever answers asks the listener and plays again if told to.
 */
export interface PlaybackGate {
  /**
   * `ask: false` (a start the programme makes by itself): another device playing means
   * no, without asking — a phone opened as a remote never offers to take the zone.
   */
  mayStart(options?: { ask?: boolean }): Promise<boolean>;
}

/**
 * Everything the engine touches outside itself, given explicitly so that it can be
 * tested without a browser; `playerEngine()` wires the real ones.
 */
export interface PlayerDependencies {
  /** A new <audio> element that preloads its whole source. */
  createAudio: () => AudioLike;
  /** Where the elements sound: gains, fades, volume (by default each element's own volume). */
  sound?: SoundOutput;
  api: PlayerApi;
  /** Where this device keeps its own volume. */
  storage: Pick<Storage, "getItem" | "setItem">;
  mediaSession?: MediaControls;
  /** The time, for the links' lifetimes (Date.now in the browser). */
  now?: () => number;
  offline?: OfflinePlayback;
}
