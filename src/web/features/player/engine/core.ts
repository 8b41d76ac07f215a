/**
 * The engine put together: the store, where the elements sound, the outside world, the
 * numbered choices (see `Choices` in ports.ts), and the parts, each given this core as
 * the ports it needs. `PlayerEngine` builds one; no part imports it.
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
import type { EngineContext } from "./ports";
import { Queue } from "./queue";
import { ScheduleTurns } from "./schedule-turns";
import { DEFAULT_VOLUME, storedVolume } from "./restore";
import { PlayerStore } from "./store";
import { Transport } from "./transport";

export class EngineCore implements EngineContext {
  readonly api: PlayerApi;
  readonly storage: PlayerDependencies["storage"];
  readonly mediaSession: MediaControls | undefined;
  readonly now: () => number;
  readonly createAudio: () => AudioLike;
  readonly output: SoundOutput;
  readonly store: PlayerStore;
  offline: OfflinePlayback | undefined;
  gate: PlaybackGate | undefined;
  choice = 0;
  audioChoice = -1;
  byProgramme = false;
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
