/**
 * What the engine's parts see of each other: each part takes the ports it needs, and
 * `EngineCore` — the only module that knows every part — hands itself over as all of
 * them. A part never imports another part's class, so none of them depends on the core.
 */
import type { SoundOutput } from "../sound/sound-output";
import type { QueueSource, Track } from "../track";
import type { Permit } from "./access";
import type {
  AudioLike,
  MediaControls,
  OfflinePlayback,
  PlaybackGate,
  PlayerApi,
  PlayerDependencies,
} from "./dependencies";
import type { PlayerSnapshot, PlayerStore } from "./store";

/** A position in a queue: the list a song was chosen from, and where in it. */
export interface Position {
  source: QueueSource;
  index: number;
}

/**
 * The numbered choices that keep an older, slower decision from overriding a newer one.
 * Every decision of what should sound (a song chosen, the next one after the end or a
 * failure of a song, a restored song, stop()) takes a new `choice`, and work that awaits
 * (a page of the queue, the checks, play(), a preload) goes on only while its number is
 * still the newest.
 */
export interface Choices {
  choice: number;
  /** The choice the sound in `audio` answers to: only its "ended" and "error" count. */
  audioChoice: number;
  /** A start the programme makes by itself is under way: the gate does not ask for it. */
  byProgramme: boolean;
  /** A choice still being checked: it starts the sound itself, so play() leaves it be. */
  deciding: number | null;
  doneDeciding(choice: number): void;
}

/** The two <audio> elements and the listener's play, pause and seek (`transport.ts`). */
export interface TransportPort {
  /** The element playing (or paused), and the one preloading the next song. */
  readonly audio: AudioLike;
  readonly upcoming: AudioLike;
  /** The song preloading in `upcoming`. */
  nextTrack: Track | null;
  pendingSeek: number | null;
  /** The element whose pause waits for its fade. */
  readonly pausing: AudioLike | null;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  load(
    track: Track,
    choice: number,
    link: Permit["link"],
    position?: number,
    overlap?: number,
  ): void;
  startPlayback(choice: number): Promise<void>;
  preloadNext(): Promise<void>;
  handOff(leave: (previous: AudioLike) => void, preloaded?: boolean): void;
  takeBack(element: AudioLike): void;
}

/** How one song gives way to another: the next song checked ahead, the fades (`crossfade.ts`). */
export interface CrossfadePort {
  /** The song checked ahead to follow the one playing, once it may play. */
  readonly readyNext: Track | null;
  gainOf(track: Track): number;
  silence(): void;
  outgoing(previous: AudioLike, overlap: number): void;
  beginCrossfade(): void;
  hushRetiring(): void;
  nearEnd(): void;
  startReady(): boolean;
  holdTransition(): void;
  forgetNext(): void;
}

/** The queue and the player's position in it (`queue.ts`). */
export interface QueuePort {
  /** The newest choice's position, and whether the queue moved there by itself. */
  position: Position | null;
  automatic: boolean;
  /** The position of the song on screen and saved, which a choice being made is not yet. */
  readonly shown: Position | null;
  /** Songs the listener blocked while a queue was already read. */
  readonly blocked: ReadonlySet<string>;
  /** The way the queue is moving, so a blocked song is passed in that direction. */
  direction: 1 | -1;
  nextPosition(position: Position): Position;
  show(position: Position, track: Track, changes: Partial<PlayerSnapshot>): void;
  choose(source: QueueSource, index: number): Promise<void>;
  step(direction: 1 | -1): Promise<void>;
  advance(): Promise<void>;
  showPaused(position: Position): Promise<void>;
}

/** What the player does when a song will not sound (`failures.ts`). */
export interface FailuresPort {
  failuresInARow: number;
  sounded(): void;
  loadFailed(): void;
  skipMissing(): Promise<void>;
  stopForLease(): void;
  refuse(): void;
  skipOn(failed: Track): Promise<void>;
  watchStall(): void;
  clearStall(): void;
}

/** The schedule's slot waiting for the song playing to end (`schedule-turns.ts`). */
export interface SchedulePort {
  positionAfter(position: Position): Position | null;
  arrived(position: Position): void;
}

/** The account's messages between songs and over the music (`message-turns.ts`). */
export interface MessagesPort {
  waitsForSongEnd(): boolean;
  thenAdvance(): Promise<void>;
  pause(): boolean;
  resume(): boolean;
  stop(): void;
}

/**
 * The whole engine as its parts reach it: the outside world, the store, where the
 * elements sound, the numbered choices, and the other parts. Each part takes a `Pick`
 * of it: the few members it uses.
 */
export interface EngineContext extends Choices {
  readonly api: PlayerApi;
  readonly storage: PlayerDependencies["storage"];
  readonly mediaSession: MediaControls | undefined;
  readonly now: () => number;
  readonly createAudio: () => AudioLike;
  readonly output: SoundOutput;
  readonly store: PlayerStore;
  readonly offline: OfflinePlayback | undefined;
  readonly gate: PlaybackGate | undefined;
  readonly transport: TransportPort;
  readonly crossfade: CrossfadePort;
  readonly queue: QueuePort;
  readonly failures: FailuresPort;
  readonly schedule: SchedulePort;
  readonly messages: MessagesPort;
}
