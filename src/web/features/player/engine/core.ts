/**
 * What the engine's parts share, and where they reach each other: the store, where the
 * elements sound, the outside world, and the numbered choices that keep an older, slower
 * decision from overriding a newer one. `PlayerEngine` builds one; nothing else does.
 */
import { ElementVolumeOutput, type SoundOutput } from "../sound/sound-output";
import { Crossfade } from "./crossfade";
import type {
  AudioLike,
  MediaControls,
  OfflinePlayback,
  PlaybackGate,
  PlayerApi,
  PlayerDependencies,
} from "./dependencies";
import { Failures } from "./failures";
import { setUpMediaSession } from "./media-session";
import { MessageTurns } from "./message-turns";
import { Queue } from "./queue";
import { ScheduleTurns } from "./schedule-turns";
import { DEFAULT_VOLUME, storedVolume } from "./restore";
import { PlayerStore } from "./store";
import { Transport } from "./transport";

export class EngineCore {
  readonly api: PlayerApi;
  readonly storage: PlayerDependencies["storage"];
  readonly mediaSession: MediaControls | undefined;
  readonly now: () => number;
  readonly createAudio: () => AudioLike;
  readonly output: SoundOutput;
  readonly store: PlayerStore;
  offline: OfflinePlayback | undefined;
  gate: PlaybackGate | undefined;
  /**
   * Every decision of what should sound (a song chosen, the next one after the end or a
   * failure of a song, a restored song, stop()) takes a new number, and work that
   * awaits (a page of the queue, the checks, play(), a preload) goes on only while its
   * number is still the newest: an older, slower decision never overrides a newer one.
   */
  choice = 0;
  /** The choice the sound in `audio` answers to: only its "ended" and "error" count. */
  audioChoice = -1;
  /** A start the programme makes by itself is under way: the gate does not ask for it. */
  byProgramme = false;
  /** A choice still being checked: it starts the sound itself, so play() leaves it be. */
  deciding: number | null = null;

  readonly transport: Transport;
  readonly crossfade: Crossfade;
  readonly queue: Queue;
  readonly failures: Failures;
  readonly schedule: ScheduleTurns;
  readonly messages: MessageTurns;

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
    this.store = new PlayerStore(volume);
    this.transport = new Transport(this);
    this.crossfade = new Crossfade(this);
    this.queue = new Queue(this);
    this.failures = new Failures(this);
    this.schedule = new ScheduleTurns(this);
    this.messages = new MessageTurns(this);
    setUpMediaSession(this);
  }

  doneDeciding(choice: number) {
    if (this.deciding === choice) this.deciding = null;
  }
}
