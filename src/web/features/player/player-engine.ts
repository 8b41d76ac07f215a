import {
  DEFAULT_SOUND,
  type MusicStateFields,
  type QueueSourceDescriptor,
  type SavedQueue,
  type SoundSettings,
} from "~/shared/schemas/music-state";
import { paths } from "~/shared/paths";
import { hasCode } from "~/web/lib/error-message";
import { publicConfig } from "~/web/lib/public-config";
import { getAccess, getSong } from "./api";
import { ElementVolumeOutput, type SoundOutput } from "./sound/sound-output";
import { browserSoundOutput } from "./sound/web-audio-output";
import { newShuffleSeed } from "./shuffle-order";
import { shuffledSource } from "./shuffled-source";
import { fixedSource, wrapIndex, type QueueSource, type Track } from "./track";

/**
 * A short word from the player: a song skipped because it failed, nothing playable, or
 * nothing more on the device to play without a connection.
 */
type NoticeContent =
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
  /** Stopped because the lease to play offline ran out: only a connection brings music back. */
  offlineLeaseEnded: boolean;
  /** "Aleatorio": queues play in shuffled order. */
  shuffle: boolean;
  /** "Sonido": crossfade seconds and loudness normalisation. */
  sound: SoundSettings;
  /** The gain the song on screen plays at, in dB (0 with normalisation off or unmeasured). */
  gainDb: number;
}

export const VOLUME_KEY = "playerVolume";
export const DEFAULT_VOLUME = 0.5;
/** Songs that fail in a row before the player stops trying (a dead connection, say). */
const MAX_SKIPS_IN_A_ROW = 5;
/** A preloaded song whose link ends sooner than this is loaded again with a fresh link. */
const LINK_MARGIN_MS = 30_000;
/** A song that makes no progress this long while it should play is loaded again, then skipped. */
export const STALL_MS = 5_000;
/** A song that has not started this long after it was chosen (a slow line may need that long). */
export const START_STALL_MS = 15_000;
/** Pause, skip and stop fade this long instead of cutting with a click. */
export const SHORT_FADE_SECONDS = 0.3;
/** The next song is checked this long before it is to start, so that it starts on time. */
const PREPARE_SECONDS = 2;
/** Closer than this to the start of the next song, a timer starts it rather than timeupdate. */
const TIMER_WINDOW_SECONDS = 0.35;

/**
 * Failures of access checks, state and song loading are logged (product §8); a song that
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
 * Playing without the server (issue 15): songs whose whole file is on the device (the
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
 * Whether the user may play, and where the song's audio is (a link that ends). Without an
 * answer from the server: played from the device (`link` to its unsigned path), `missing`
 * from it, or not at all once the lease ran out (`leaseEnded`).
 */
interface Permit {
  active: boolean;
  link: { url: string; endsAt: number } | null;
  offline?: "missing" | "leaseEnded";
}

/**
 * Whether this device may start sound now (decision 018: one player per establishment).
 * False: it may not yet — whoever answers asks the listener and plays again if told to.
 */
export interface PlaybackGate {
  mayStart(): Promise<boolean>;
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
  offlineLeaseEnded: false,
  shuffle: false,
  sound: DEFAULT_SOUND,
  gainDb: 0,
});

/** The player's place as others see it (the offline reserve plans from it). */
export interface QueuePlace {
  key: string;
  total: number;
  index: number;
  trackAt(index: number): Promise<Track | null>;
}

/** A place in a queue: the list a song was chosen from, and where in it. */
interface Place {
  source: QueueSource;
  index: number;
}

/**
 * The queue's next song, checked ahead while the song playing nears its end (issue 16), so
 * that it can start early and overlap it; `ready` once it may play.
 */
interface Transition {
  choice: number;
  ready: { place: Place; track: Track; link: NonNullable<Permit["link"]> } | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * One player for the whole dashboard: an <audio> element playing, and a second one
 * preloading the next song so tracks follow each other without a gap. Components read
 * it through usePlayer(); nothing here renders.
 */
export class PlayerEngine {
  private readonly api: PlayerApi;
  private readonly storage: PlayerDependencies["storage"];
  private readonly mediaSession: MediaControls | undefined;
  private readonly now: () => number;
  private offline: OfflinePlayback | undefined;
  private gate: PlaybackGate | undefined;
  /** Songs passed in a row without a connection because the device lacks them. */
  private missingInARow = 0;
  private stallTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly createAudio: () => AudioLike;
  private readonly output: SoundOutput;
  private audio: AudioLike;
  private upcoming: AudioLike;
  /** Elements with nothing to do, and ones fading out before they stop. */
  private idle: AudioLike[] = [];
  private retiring = new Set<AudioLike>();
  /** The song preloading in `upcoming`. */
  private nextTrack: Track | null = null;
  private transition: Transition | null = null;
  /** A crossfade waiting for the next song to sound: the song it overlaps, and for how long. */
  private crossfade: { outgoing: AudioLike; seconds: number } | null = null;
  /** The element whose pause waits for its fade: play() before then calls the pause off. */
  private pausing: AudioLike | null = null;
  /** When the preloaded song's link ends. */
  private upcomingLinkEndsAt = 0;
  private pendingSeek: number | null = null;
  /**
   * Every decision of what should sound (a song chosen, the next one after the end or a
   * failure of a song, a restored song, stop()) takes a new number, and work that
   * awaits (a page of the queue, the checks, play(), a preload) goes on only while its
   * number is still the newest: an older, slower decision never overrides a newer one.
   */
  private choice = 0;
  /** The choice the sound in `audio` answers to: only its "ended" and "error" count. */
  private audioChoice = -1;
  /** A choice still being checked: it starts the sound itself, so play() leaves it be. */
  private deciding: number | null = null;
  /** The newest choice's place, and whether the queue moved there by itself. */
  private place: Place | null = null;
  private automatic = false;
  /** The place of the song on screen and saved, which a choice being made is not yet. */
  private shown: Place | null = null;
  private failuresInARow = 0;
  /**
   * Songs the listener blocked while a queue was already read (issue 16): the server's
   * lists leave them out from then on, but pages the queue holds still have them.
   */
  private blocked = new Set<string>();
  /** The way the queue is moving, so a blocked song is passed in that direction. */
  private direction: 1 | -1 = 1;
  private blockedInARow = 0;
  /** The choice whose song has sounded, and the one whose song failed and was loaded again. */
  private heardChoice = -1;
  private reloadedChoice = -1;
  private noticeCount = 0;
  private listeners = new Set<() => void>();
  private observers = new Set<PlaybackObserver>();
  private persistListeners = new Set<() => void>();
  private snapshot: PlayerSnapshot;

  constructor(dependencies: PlayerDependencies) {
    this.api = dependencies.api;
    this.storage = dependencies.storage;
    this.mediaSession = dependencies.mediaSession;
    this.now = dependencies.now ?? Date.now;
    this.offline = dependencies.offline;
    this.createAudio = dependencies.createAudio;
    this.output = dependencies.sound ?? new ElementVolumeOutput(false);
    const volume = storedVolume(this.storage) ?? DEFAULT_VOLUME;
    this.output.setVolume(volume);
    this.audio = this.bind(this.newElement());
    this.upcoming = this.newElement();
    this.snapshot = initialSnapshot(volume);
    this.setUpMediaSession();
  }

  // --- store ---
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;
  /** What was heard (the play log listens): see PlaybackObserver. */
  observe = (observer: PlaybackObserver) => {
    this.observers.add(observer);
    return () => void this.observers.delete(observer);
  };
  private tell(event: (observer: PlaybackObserver) => void) {
    this.observers.forEach(event);
  }
  /** Plays without the server from now on where it can (the dashboard wires it). */
  useOffline(offline: OfflinePlayback) {
    this.offline = offline;
  }

  /**
   * Where the player is in its queue (the song on screen), for the offline reserve:
   * the list's key and length, the place, and its songs by index.
   */
  /** Asks `gate` before any sound starts from now on (the dashboard wires it). */
  useGate(gate: PlaybackGate | undefined) {
    this.gate = gate;
  }
  queuePlace(): QueuePlace | null {
    const shown = this.shown;
    if (!shown) return null;
    return {
      key: shown.source.key,
      total: shown.source.total,
      index: shown.index,
      trackAt: (index) => shown.source.trackAt(index),
    };
  }

  /**
   * The list, genre or search the song on screen plays from (null: none that can be named,
   * such as a single restored song): the player page shows it chosen.
   */
  queueDescriptor(): QueueSourceDescriptor | null {
    return this.shown?.source.descriptor ?? null;
  }

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
    const descriptor = this.shown?.source.descriptor;
    return {
      volume: this.snapshot.volume,
      currentSongId: track?.id ?? null,
      position: Math.round(this.audio.currentTime * 10) / 10 || this.pendingSeek || 0,
      queue: track && this.shown && descriptor ? savedQueue(descriptor, this.shown) : null,
      sound: this.snapshot.sound,
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
  private onTime = () => {
    if (this.audio.currentTime !== this.snapshot.currentTime) this.clearStall();
    this.set({ currentTime: this.audio.currentTime });
    // Offline, the lease is watched while a song plays, not only at the next song.
    if (!this.audio.paused && this.offline?.isOffline() && !this.offline.mayPlayOffline())
      return this.stopForLease();
    this.nearEnd();
  };
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
    this.clearStall();
    this.beginCrossfade();
    this.failuresInARow = 0;
    this.missingInARow = 0;
    this.heardChoice = this.audioChoice;
    this.set({ loading: false, offlineLeaseEnded: false });
    const track = this.snapshot.track;
    if (track) this.tell((observer) => observer.sounding(track, this.audioChoice));
  };
  private onWaiting = () => {
    this.set({ loading: true });
    this.tell((observer) => observer.silent(false));
    this.watchStall();
  };
  private onPause = () => {
    this.clearStall();
    this.tell((observer) => observer.silent(true));
    this.set({ playing: false }, true);
    this.updateMediaSession();
  };
  // The song the listener left can still end or fail before the new one silences it
  // (its page of the queue may be on its way): that is no reason to move the queue.
  private onEnded = () => {
    if (this.audioChoice !== this.choice) return this.tell((observer) => observer.over("ended"));
    // Ended within a pause's fade: the listener paused, so nothing more starts by itself.
    if (this.pausing === this.audio) {
      this.pausing = null;
      return this.tell((observer) => observer.over("ended"));
    }
    const ready = this.transition?.choice === this.choice && this.transition.ready;
    if (ready) return this.crossfadeInto(ready, 0);
    this.tell((observer) => observer.over("ended"));
    void this.advance();
  };
  private onError = () => {
    this.clearStall();
    if (!this.audio.getAttribute("src") || this.audioChoice !== this.choice) return;
    log("the song could not be loaded", this.audio.error);
    // A song that was sounding fails once more than a song that never could: its link may
    // have ended (a long song, a long pause) or the connection blinked. It gets one new link.
    if (this.heardChoice === this.choice && this.reloadedChoice !== this.choice)
      void this.reloadWithNewLink();
    else void this.skipUnplayable();
  };

  /** The song that failed while sounding, from a fresh link, where it was. */
  private async reloadWithNewLink() {
    const choice = this.choice;
    const track = this.snapshot.track;
    if (!track) return;
    this.reloadedChoice = choice;
    const wasPlaying = !this.audio.paused || this.snapshot.playing;
    const position = this.audio.currentTime || this.snapshot.currentTime;
    this.deciding = choice;
    try {
      const permit = await this.permit(track.id);
      if (choice !== this.choice) return;
      if (permit.offline === "leaseEnded") return this.stopForLease();
      if (permit.offline === "missing") return void this.skipMissing();
      if (!permit.active || !permit.link) return this.refuse();
      this.load(track, choice, permit.link, position);
    } finally {
      this.doneDeciding(choice);
    }
    if (wasPlaying) await this.startPlayback(choice);
  }

  /**
   * Gives `track` to the playing element on behalf of `choice`, from `link`, at `position`
   * or else where its sound begins. With `overlap` seconds, the song that was playing fades
   * out over them while this one fades in (a crossfade); otherwise it stops at once.
   */
  private load(track: Track, choice: number, link: Permit["link"], position = 0, overlap = 0) {
    this.audioChoice = choice;
    this.pendingSeek = null;
    const start = position || leadingSilence(track);
    // A preloaded element that already failed is not reused: loading afresh reports it;
    // nor one whose link is about to end, which could not fetch the rest of the song.
    const preloaded =
      this.nextTrack?.id === track.id &&
      !this.upcoming.error &&
      this.upcomingLinkEndsAt - this.now() > LINK_MARGIN_MS;
    if (preloaded || overlap > 0) {
      const previous = this.audio;
      this.unbind(previous);
      // In a crossfade the song playing goes on at full level until the next one sounds.
      if (overlap > 0) {
        this.retiring.add(previous);
        this.crossfade = { outgoing: previous, seconds: overlap };
      } else this.retire(previous, 0);
      this.audio = this.bind(preloaded ? this.upcoming : this.idleElement());
      if (preloaded) this.upcoming = this.idleElement();
    }
    if (preloaded) {
      // Its first seconds are already buffered.
      if (Math.abs(this.audio.currentTime - start) > 0.05) this.audio.currentTime = start;
    } else if (link) {
      this.pendingSeek = start || null;
      this.offline?.loading(track.id, link.url);
      this.audio.src = link.url;
    }
    this.nextTrack = null;
    this.output.setGain(this.audio, this.gainOf(track));
    void this.output.fade(this.audio, overlap > 0 ? 0 : 1, 0);
    this.set({ currentTime: start, gainDb: this.gainOf(track) }, true);
    this.updateMediaSession();
  }

  /** The gain `track` plays at: to the target loudness, when normalisation is on. */
  private gainOf(track: Track): number {
    return this.snapshot.sound.normalize ? (track.gainDb ?? 0) : 0;
  }

  private newElement(): AudioLike {
    const element = this.createAudio();
    this.output.attach(element);
    return element;
  }

  private idleElement(): AudioLike {
    return this.idle.pop() ?? this.newElement();
  }

  /**
   * `element` leaves the player: it fades out over `seconds` (a crossfade, or a short fade
   * instead of a click), then stops, empty, ready for another song.
   */
  private retire(element: AudioLike, seconds: number) {
    if (seconds <= 0 || element.paused || !this.output.fadesTakeTime) return this.rest(element);
    this.retiring.add(element);
    void this.output.fade(element, 0, seconds).then((done) => done && this.rest(element));
  }

  /** The next song sounds: the crossfade runs from now, one song fading out as it fades in. */
  private beginCrossfade() {
    const crossfade = this.crossfade;
    if (!crossfade) return;
    this.crossfade = null;
    this.retire(crossfade.outgoing, crossfade.seconds);
    void this.output.fade(this.audio, 1, crossfade.seconds);
  }

  /** Elements still fading out go quiet quickly: the listener paused, or chose another song. */
  private hushRetiring() {
    this.crossfade = null;
    for (const element of this.retiring)
      void this.output
        .fade(element, 0, SHORT_FADE_SECONDS)
        .then((done) => done && this.rest(element));
  }

  private rest(element: AudioLike) {
    element.pause();
    element.removeAttribute("src");
    element.load();
    this.retiring.delete(element);
    if (element !== this.audio && element !== this.upcoming && !this.idle.includes(element))
      this.idle.push(element);
  }

  /**
   * Near the end of the song (where its trailing silence begins): the next song is checked
   * ahead, starts early to overlap it by the crossfade's seconds (at the end itself when
   * gapless), or — when it could not be checked in time — the queue moves on where the
   * silence would begin.
   */
  private nearEnd() {
    const audio = this.audio;
    const track = this.snapshot.track;
    const pausing = this.pausing === audio;
    if (
      !track ||
      audio.paused ||
      pausing ||
      this.deciding !== null ||
      this.audioChoice !== this.choice
    )
      return;
    const duration = audio.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const end = duration - (track.trailingSilenceSeconds ?? 0);
    const overlap = this.overlapFor(track, end);
    const left = end - audio.currentTime;
    if (!this.transition || this.transition.choice !== this.choice) {
      if (left > overlap + PREPARE_SECONDS) return;
      void this.prepareTransition();
    }
    const transition = this.transition;
    if (!transition?.ready) {
      if (left <= 0 && end < duration) {
        // The next song was not ready: the silence is not played out.
        this.transition = null;
        this.tell((observer) => observer.over("ended"));
        void this.advance();
      }
      return;
    }
    const ready = transition.ready;
    const wait = left - overlap;
    if (wait <= 0) this.crossfadeInto(ready, overlap);
    else if (wait < TIMER_WINDOW_SECONDS && transition.timer === undefined)
      transition.timer = setTimeout(() => {
        if (this.transition === transition) this.crossfadeInto(ready, overlap);
      }, wait * 1000);
  }

  /**
   * A crossfade timed to begin within the next moments waits (a pause, a seek): the next
   * song stays checked, and the timer is set again as the end nears once more.
   */
  private holdTransition() {
    if (!this.transition) return;
    clearTimeout(this.transition.timer);
    this.transition.timer = undefined;
  }

  /** The crossfade's seconds for `track`, never more than a third of its sound. */
  private overlapFor(track: Track, end: number): number {
    const seconds = this.output.fadesTakeTime ? this.snapshot.sound.crossfadeSeconds : 0;
    return Math.max(0, Math.min(seconds, (end - leadingSilence(track)) / 3));
  }

  /** Checks the next song ahead: it must exist and the listener must have access still. */
  private async prepareTransition() {
    const choice = this.choice;
    const from = this.place;
    const transition: Transition = { choice, ready: null, timer: undefined };
    this.transition = transition;
    if (!from || from.source.total < 2) return;
    const place = { source: from.source, index: wrapIndex(from.index + 1, from.source.total) };
    try {
      const track = await place.source.trackAt(place.index);
      if (!track || this.blocked.has(track.id) || choice !== this.choice) return;
      const [exists, permit] = await Promise.all([
        this.stillExists(track.id),
        this.permit(track.id),
      ]);
      // Whatever stands in the way is said when the queue reaches the song the usual way.
      if (!exists || !permit.active || permit.offline || !permit.link) return;
      if (this.transition === transition && choice === this.choice)
        transition.ready = { place, track, link: permit.link };
    } catch (error) {
      log("could not check the next song ahead", error);
    }
  }

  /** The queue moves on to the checked next song, overlapping the one playing by `overlap` s. */
  private crossfadeInto(ready: NonNullable<Transition["ready"]>, overlap: number) {
    clearTimeout(this.transition?.timer);
    this.transition = null;
    this.tell((observer) => observer.over("ended"));
    const choice = ++this.choice;
    this.place = ready.place;
    this.automatic = true;
    this.direction = 1;
    this.show(ready.place, ready.track, { loading: true, resumable: false });
    this.load(ready.track, choice, ready.link, 0, overlap);
    void this.startPlayback(choice);
  }

  /** The song the listener sees from now on, at `place` in its queue. */
  private show(place: Place, track: Track, changes: Partial<PlayerSnapshot>) {
    // Shuffled while its song was on its way: it is shown in the shuffled order.
    const newest = this.place;
    if (newest?.source.shuffled?.unshuffled === place.source)
      place = { source: newest.source, index: newest.source.shuffled.indexOfSource(place.index) };
    this.shown = place;
    this.set({
      track,
      sourceKey: place.source.key,
      currentTime: 0,
      duration: track.durationSeconds,
      ...changes,
    });
  }

  /** The song playing stops (fading out briefly where fades take time). */
  private silence() {
    this.clearStall();
    clearTimeout(this.transition?.timer);
    this.transition = null;
    this.pendingSeek = null;
    this.hushRetiring();
    const audio = this.audio;
    if (this.output.fadesTakeTime && !audio.paused && audio.getAttribute("src")) {
      this.unbind(audio);
      this.retire(audio, SHORT_FADE_SECONDS);
      this.audio = this.bind(this.idleElement());
      return;
    }
    audio.pause();
    audio.removeAttribute("src");
    audio.load();
  }

  private clear() {
    this.silence();
    this.shown = null;
    this.set({ track: null, loading: false, playing: false, currentTime: 0, duration: 0 }, true);
    this.updateMediaSession();
  }

  private async preloadNext() {
    const choice = this.choice;
    const place = this.place;
    if (!place || place.source.total < 2) return;
    try {
      const upcoming = await place.source.trackAt(wrapIndex(place.index + 1, place.source.total));
      // A newer choice preloads its own next song, and after stop() nothing loads.
      if (choice !== this.choice || !upcoming || this.blocked.has(upcoming.id)) return;
      if (upcoming.id === this.nextTrack?.id || upcoming.id === this.snapshot.track?.id) return;
      // Offline, only a song on the device can be preloaded (its link is its plain path).
      const { link } = await this.permit(upcoming.id);
      if (choice !== this.choice || !link) return;
      this.nextTrack = upcoming;
      this.upcomingLinkEndsAt = link.endsAt;
      this.offline?.loading(upcoming.id, link.url);
      this.upcoming.src = link.url;
      // Ready where its sound begins (before the metadata, the start position is kept).
      const start = leadingSilence(upcoming);
      if (start) this.upcoming.currentTime = start;
      this.output.setGain(this.upcoming, this.gainOf(upcoming));
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
   * The newest choice's song cannot be played: unless access has ended (then the
   * subscription modal says why), say so and go on to the next song.
   */
  private async skipUnplayable() {
    const choice = this.choice;
    const failed = this.snapshot.track;
    this.deciding = choice;
    this.silence();
    this.set({ playing: false, loading: false });
    try {
      const permit = await this.permit();
      if (choice !== this.choice) return; // the listener chose something else meanwhile
      if (permit.offline === "leaseEnded") this.stopForLease();
      else if (permit.offline) void this.skipMissing();
      else if (!permit.active) this.refuse();
      else if (failed) void this.skipOn(failed);
    } finally {
      this.doneDeciding(choice);
    }
  }

  /** Moves past a song that cannot play, with a notice; gives up after a few in a row. */
  private async skipOn(failed: Track) {
    this.failuresInARow += 1;
    const total = this.place?.source.total ?? 0;
    if (total < 2 || this.failuresInARow >= Math.min(total, MAX_SKIPS_IN_A_ROW)) {
      this.failuresInARow = 0;
      this.set({ loading: false });
      this.notify({ kind: "unplayable" });
      return;
    }
    this.notify({ kind: "skipped", title: failed.title });
    await this.advance();
  }

  /**
   * A blocked song in a queue read before the block: the next one in the queue's
   * direction instead, quietly (the listener asked for it). A queue of nothing but
   * blocked songs stops rather than going round for ever.
   */
  private async passBlocked(place: Place, automatic: boolean) {
    this.blockedInARow += 1;
    if (this.blockedInARow >= place.source.total) {
      this.blockedInARow = 0;
      this.stop();
      return;
    }
    const index = wrapIndex(place.index + this.direction, place.source.total);
    await this.go({ source: place.source, index }, automatic);
  }

  // --- commands ---
  /** Plays the song at `index` of `source`, the list the listener chose it from. */
  choose(source: QueueSource, index: number) {
    this.output.start();
    this.failuresInARow = 0;
    this.blockedInARow = 0;
    const going = this.go({ source, index }, false);
    // The chosen song plays at once; the rest of its list follows in shuffled order.
    if (this.snapshot.shuffle && !source.shuffled) void this.shuffleQueue({ source, index });
    return going;
  }

  /**
   * "Aleatorio" on: the queue goes on from the song on screen in a new shuffled order of
   * its whole source; off: in the source's own order, from the same song.
   */
  async setShuffle(on: boolean) {
    this.set({ shuffle: on }, true);
    const place = this.shown ?? this.place;
    if (on && place) await this.shuffleQueue(place);
    else this.reorder((place) => place.source.shuffled && unshuffledPlace(place));
  }

  /** `place`'s source shuffled from its song on, if it is still the queue by then. */
  private async shuffleQueue(place: Place) {
    if (place.source.shuffled) return;
    const source = place.source;
    let shuffled: QueueSource;
    try {
      shuffled = await shuffledSource(source, { seed: newShuffleSeed(), first: place.index });
    } catch (error) {
      log("could not shuffle the queue", error);
      return this.set({ shuffle: false });
    }
    if (!this.snapshot.shuffle) return;
    this.reorder(
      (at) =>
        at.source === source && {
          source: shuffled,
          index: shuffled.shuffled?.indexOfSource(at.index) ?? at.index,
        },
    );
  }

  /** The same song in another order of its queue: the next one is preloaded afresh. */
  private reorder(moved: (place: Place) => Place | false | undefined) {
    const place = this.place && moved(this.place);
    const shown = this.shown && moved(this.shown);
    if (place) this.place = place;
    if (shown) this.shown = shown;
    if (!place && !shown) return;
    this.transition = null;
    this.set({ sourceKey: this.shown?.source.key ?? null }, true);
    if (this.nextTrack !== null) void this.preloadNext();
  }

  /**
   * "No reproducir en mi negocio": never again in this queue; if it is the song on
   * screen, the queue moves on to the next at once (playing if it was playing).
   */
  block(songId: string) {
    this.blocked.add(songId);
    if (this.transition?.ready?.track.id === songId) this.transition = null;
    if (this.nextTrack?.id === songId) {
      this.nextTrack = null;
      this.upcoming.removeAttribute("src");
    }
    if (this.snapshot.track?.id !== songId) return;
    const place = this.shown ?? this.place;
    if (!place || place.source.total < 2) return void this.stop();
    this.direction = 1;
    this.blockedInARow = 0;
    const next = { source: place.source, index: wrapIndex(place.index + 1, place.source.total) };
    if (this.snapshot.playing || this.deciding !== null) return this.go(next, true);
    return this.showPaused(next);
  }

  /**
   * The song at `place` on screen, paused and not yet loaded (as a restored one is):
   * "Reproducir" then checks and loads it. Blocked songs are passed on the way.
   */
  private async showPaused(place: Place) {
    this.tell((observer) => observer.over("left"));
    const choice = ++this.choice;
    this.place = place;
    this.automatic = false;
    this.silence();
    this.set({ playing: false, loading: false });
    for (let tries = 0; tries < place.source.total; tries++) {
      const track = await place.source.trackAt(place.index).catch(() => null);
      if (choice !== this.choice) return;
      if (!track) return this.clear();
      if (!this.blocked.has(track.id)) {
        this.show(place, track, { resumable: true });
        this.updateMediaSession();
        return;
      }
      place = { source: place.source, index: wrapIndex(place.index + 1, place.source.total) };
      this.place = place;
    }
    this.stop();
  }

  /** "Permitir de nuevo": the song may sound again. */
  unblock(songId: string) {
    this.blocked.delete(songId);
  }

  /**
   * Makes the song at `place` the newest choice. The queue moves at once, so a second
   * "Siguiente" before this one loads goes one further; the song shows as loading as
   * soon as the queue has it, and plays once checked.
   */
  private async go(place: Place, automatic: boolean) {
    // Whatever was heard is over (after an end, there is nothing left to close).
    this.tell((observer) => observer.over("left"));
    const choice = ++this.choice;
    this.place = place;
    this.automatic = automatic;
    this.deciding = choice;
    const decided = await this.decide(choice, place, automatic).finally(() =>
      this.doneDeciding(choice),
    );
    if (!decided || choice !== this.choice) return;
    this.load(decided.track, choice, decided.link);
    await this.startPlayback(choice);
  }

  /**
   * The song at `place` once shown and checked (product §4: it must still exist and the
   * user must have access, asked in parallel), with the link to its audio, or null when
   * it is not to play.
   */
  private async decide(
    choice: number,
    place: Place,
    automatic: boolean,
  ): Promise<{ track: Track; link: Permit["link"] } | null> {
    let track: Track | null = null;
    try {
      track = await place.source.trackAt(place.index);
    } catch (error) {
      log("could not load the queue", error);
    }
    if (choice !== this.choice) return null;
    if (!track) {
      // The queue could not be read: the song on screen stays where it is, as this
      // choice's, so that its end (or the next "Siguiente") tries the next one again.
      this.place = this.shown ?? place;
      this.audioChoice = choice;
      if (automatic) this.notify({ kind: "unplayable" });
      return null;
    }
    if (this.blocked.has(track.id)) {
      void this.passBlocked(place, automatic);
      return null;
    }
    this.silence();
    this.show(place, track, { loading: true, playing: false, resumable: false });
    const [exists, { active, link, offline }] = await Promise.all([
      this.stillExists(track.id),
      this.permit(track.id),
    ]);
    if (choice !== this.choice) return null;
    if (offline === "leaseEnded") this.stopForLease();
    // Not on the device, and no connection: the next song that is, without waiting.
    else if (offline === "missing") void this.skipMissing();
    else if (!active) this.refuse();
    // Reached by the queue itself, a deleted song is passed like one that fails to load.
    else if (!exists && automatic) void this.skipOn(track);
    else if (!exists) this.clear();
    return active && exists && !offline ? { track, link } : null;
  }

  private doneDeciding(choice: number) {
    if (this.deciding === choice) this.deciding = null;
  }

  /**
   * The saved song, paused at its saved position, with the queue it was playing from
   * (its audio loads only with access). Resuming takes one click: browsers refuse to
   * start sound before the user has touched the page. A song the listener chose before
   * the saved one arrived wins over it.
   */
  async restore(track: Track, position: number, queue?: Place) {
    if (this.place) return;
    const choice = ++this.choice;
    const place = queue ?? { source: fixedSource(null, [track]), index: 0 };
    this.place = place;
    this.automatic = false;
    const { active, link, offline } = await this.permit(track.id);
    if (choice !== this.choice) return;
    this.show(place, track, {
      currentTime: position,
      resumable: true,
      shuffle: Boolean(place.source.shuffled),
      offlineLeaseEnded: offline === "leaseEnded",
    });
    if (active && link) this.load(track, choice, link, position);
  }

  async play() {
    this.output.start();
    const track = this.snapshot.track;
    if (!track || this.deciding !== null) return;
    const choice = this.choice;
    void this.output.fade(this.audio, 1, SHORT_FADE_SECONDS);
    // A pause still fading out is called off: the song comes back up where it is.
    const fadingOut = this.pausing === this.audio && !this.audio.paused;
    this.pausing = null;
    if (fadingOut) {
      this.set({ playing: true, loading: false }, true);
      this.tell((observer) => observer.sounding(track, this.audioChoice));
      return;
    }
    this.set({ loading: true });
    const { active, link, offline } = await this.permit(track.id);
    if (choice !== this.choice || this.deciding !== null) return;
    if (offline === "leaseEnded") return this.stopForLease();
    if (offline === "missing") return this.skipMissing();
    if (!active) return this.refuse();
    if (this.audioChoice !== choice || !this.audio.getAttribute("src"))
      this.load(track, choice, link, this.snapshot.currentTime);
    await this.startPlayback(choice);
  }

  pause() {
    // A song still being checked would start once the checks pass: pausing means not then.
    if (this.deciding !== null) {
      this.choice += 1;
      this.deciding = null;
    }
    this.set({ loading: false });
    this.hushRetiring();
    this.holdTransition();
    const audio = this.audio;
    if (!this.output.fadesTakeTime || audio.paused) return audio.pause();
    // The sound fades out before the element pauses; the listener sees "paused" at once.
    this.pausing = audio;
    // The listener paused now, whatever the fade still lets through (the play log hears it).
    this.tell((observer) => observer.silent(true));
    this.set({ playing: false }, true);
    this.updateMediaSession();
    void this.output.fade(audio, 0, SHORT_FADE_SECONDS).then(() => {
      if (this.pausing !== audio) return;
      this.pausing = null;
      audio.pause();
    });
  }

  /**
   * Another device plays this establishment now (decision 018): the music pauses and the
   * hearing ends here, at this moment, so the play log has it as it was. Playing again
   * makes a new play.
   */
  handOver() {
    this.pause();
    this.tell((observer) => observer.over("stopped"));
  }

  async toggle() {
    if (this.snapshot.playing) this.pause();
    else await this.play();
  }

  next = () => this.step(1);
  previous = () => this.step(-1);

  /**
   * The listener's "Siguiente" / "Anterior", from the song they chose last or see: an
   * advance of the queue by itself that is not on screen yet (a song ending as the
   * button is pressed) is the same move, not one more.
   */
  private async step(direction: 1 | -1) {
    this.output.start();
    const from = (this.automatic && this.shown) || this.place;
    if (!from || from.source.total === 0) return;
    this.direction = direction;
    await this.choose(from.source, wrapIndex(from.index + direction, from.source.total));
  }

  /** The queue moves on by itself: the song ended, or could not play. */
  private async advance() {
    const place = this.place;
    if (!place || place.source.total === 0) return;
    this.direction = 1;
    await this.go(
      { source: place.source, index: wrapIndex(place.index + 1, place.source.total) },
      true,
    );
  }

  seek(seconds: number) {
    const duration = this.snapshot.duration || this.audio.duration || 0;
    const target = Math.max(0, Math.min(seconds, duration || seconds));
    this.holdTransition();
    // A pause still fading out ends now: the fade would let the new place be heard.
    if (this.pausing === this.audio) {
      this.pausing = null;
      this.audio.pause();
    }
    if (this.audio.getAttribute("src")) this.audio.currentTime = target;
    else this.pendingSeek = target;
    this.set({ currentTime: target }, true);
  }

  setVolume(volume: number, options: { remember?: boolean } = {}) {
    const value = Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100;
    this.output.setVolume(value);
    if (options.remember !== false) this.storage.setItem(VOLUME_KEY, String(value));
    this.set({ volume: value }, true);
  }

  /**
   * "Sonido": crossfade seconds and normalisation, from now on (the song playing takes the
   * new gain at once). `remember: false` for the settings the music state restores.
   */
  setSound(changes: Partial<SoundSettings>, options: { remember?: boolean } = {}) {
    const sound = { ...this.snapshot.sound, ...changes };
    this.set({ sound }, options.remember !== false);
    const track = this.snapshot.track;
    if (track) {
      this.output.setGain(this.audio, this.gainOf(track));
      this.set({ gainDb: this.gainOf(track) });
    }
    if (this.nextTrack) this.output.setGain(this.upcoming, this.gainOf(this.nextTrack));
    // The next song starts where the new crossfade says: checked again as the end nears.
    clearTimeout(this.transition?.timer);
    this.transition = null;
  }

  /** The device's own volume wins over the saved one (issue: playerVolume). */
  deviceVolume(): number | null {
    return storedVolume(this.storage);
  }

  closeSubscriptionModal() {
    this.set({ subscriptionRequired: false });
  }

  /** Silence and forget the queue (logging out): nothing still on its way plays after. */
  stop() {
    this.tell((observer) => observer.over("stopped"));
    this.choice += 1;
    this.deciding = null;
    this.silence();
    this.upcoming.removeAttribute("src");
    this.upcoming.load();
    this.nextTrack = null;
    this.place = this.shown = null;
    this.failuresInARow = 0;
    this.set({ ...initialSnapshot(this.snapshot.volume), sound: this.snapshot.sound });
    this.updateMediaSession();
  }

  private async stillExists(songId: string): Promise<boolean> {
    try {
      await this.api.getSong(songId); // product §4: choosing a song checks that it still exists
      return true;
    } catch (error) {
      if (hasCode(error, "NOT_FOUND")) {
        log("Song not found", songId);
        return false;
      }
      log("could not check the song", error);
      return true; // the audio request itself will tell
    }
  }

  /**
   * Whether the user may play (and `songId`'s link). Without an answer from the server, the
   * device decides: its own copy of the song while the lease runs. Any other failed check
   * counts as no.
   */
  private async permit(songId?: string): Promise<Permit> {
    const asked = this.now();
    try {
      const answer = await this.api.getAccess(songId);
      this.offline?.reached(answer);
      const { active, audio } = answer;
      const link = audio ? { url: audio.url, endsAt: asked + audio.expiresInSeconds * 1000 } : null;
      return { active, link };
    } catch (error) {
      if (this.offline && (hasCode(error, "NETWORK") || hasCode(error, "TIMEOUT"))) {
        this.offline.reached(null);
        if (!this.offline.mayPlayOffline())
          return { active: false, link: null, offline: "leaseEnded" };
        if (songId && this.offline.has(songId))
          return {
            active: true,
            link: { url: paths.songAudio(songId), endsAt: Number.POSITIVE_INFINITY },
          };
        return { active: true, link: null, offline: "missing" };
      }
      log("could not check the subscription", error);
      return { active: false, link: null };
    }
  }

  /**
   * Offline, the song the queue reached is not on the device: on to the next one, at once,
   * until one is; after a whole turn of the list without any, the player says so.
   */
  private async skipMissing() {
    this.missingInARow += 1;
    const total = this.place?.source.total ?? 0;
    if (total < 2 || this.missingInARow >= total) {
      this.missingInARow = 0;
      this.silence();
      this.set({ loading: false, playing: false });
      this.notify({ kind: "offlineEmpty" });
      return;
    }
    await this.advance();
  }

  /** The lease to play offline ran out: silence, until a connection renews it. */
  private stopForLease() {
    this.clearStall();
    this.tell((observer) => observer.over("stopped"));
    this.choice += 1;
    this.deciding = null;
    this.silence();
    this.set({ playing: false, loading: false, offlineLeaseEnded: true }, true);
    this.updateMediaSession();
  }

  /**
   * A song that should play and makes no progress (a stalled stream) is loaded once more
   * from a fresh link where it was, then passed over: the player never stays silent.
   */
  private watchStall() {
    this.clearStall();
    const choice = this.choice;
    const started = this.heardChoice === choice;
    this.stallTimer = setTimeout(
      () => {
        this.stallTimer = undefined;
        if (choice !== this.choice || this.audio.paused || this.deciding !== null) return;
        log("the song stalled");
        if (started && this.reloadedChoice !== choice) void this.reloadWithNewLink();
        else void this.skipUnplayable();
      },
      started ? STALL_MS : START_STALL_MS,
    );
  }

  private clearStall() {
    clearTimeout(this.stallTimer);
    this.stallTimer = undefined;
  }

  /** Access has ended: silence, and the subscription modal says why. */
  private refuse() {
    this.tell((observer) => observer.over("stopped"));
    this.audio.pause();
    this.set({ loading: false, subscriptionRequired: true }, true);
  }

  private async startPlayback(choice: number) {
    if (this.gate) {
      const may = await this.gate.mayStart();
      if (choice !== this.choice) return; // a newer choice came while the gate was asked
      if (!may) return this.set({ loading: false });
    }
    const audio = this.audio;
    try {
      await audio.play();
    } catch (error) {
      if (choice !== this.choice) return; // a newer choice silenced this one
      // A failed source also fires "error", which skips the song; anything else is logged.
      log("playback did not start", error);
      if (!audio.error) this.set({ loading: false });
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

/** Where `track`'s sound begins (its leading silence is not played). */
const leadingSilence = (track: Track) => track.leadingSilenceSeconds ?? 0;

/** A shuffled place back in its source's own order. */
function unshuffledPlace(place: Place): Place | undefined {
  const shuffled = place.source.shuffled;
  return shuffled && { source: shuffled.unshuffled, index: shuffled.sourceIndexAt(place.index) };
}

/** The queue as saved: its index in the source's own order, and the shuffle if any. */
function savedQueue(source: QueueSourceDescriptor, place: Place): SavedQueue {
  const shuffled = place.source.shuffled;
  if (!shuffled) return { source, index: place.index };
  const { seed, first } = shuffled;
  return { source, index: shuffled.sourceIndexAt(place.index), shuffle: { seed, first } };
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
      // Audio from storage on another origin (S3) reaches a Web Audio graph only with CORS.
      audio.crossOrigin = "anonymous";
      return audio;
    },
    sound: browserSoundOutput(),
    api: { getAccess, getSong },
    storage: window.localStorage,
    mediaSession: browserMediaSession(),
  });
  return engine;
}
