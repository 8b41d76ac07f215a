import type { QueueSourceDescriptor, SoundSettings } from "~/shared/player/music-state";
import { getAccess, getSong } from "./api";
import { browserSoundOutput } from "./sound/web-audio-output";
import type { QueueSource, Track } from "./track";
import { EngineCore } from "./engine/core";
import type {
  OfflinePlayback,
  PlaybackGate,
  PlaybackObserver,
  PlayerDependencies,
} from "./engine/dependencies";
import { browserMediaSession } from "./engine/media-session";
import type { Position } from "./engine/ports";
import { byProgramme, type SlotTurn } from "./engine/schedule-turns";
import type { BetweenSongsSource, MessageObserver, MessageSpot } from "./engine/message-turns";
import { persistable, restore, storedVolume, VOLUME_KEY } from "./engine/restore";

export type {
  AudioLike,
  AudioLink,
  MediaControls,
  OfflinePlayback,
  PlaybackGate,
  PlaybackObserver,
  PlayerApi,
  PlayerDependencies,
} from "./engine/dependencies";
export type { QueuePosition } from "./engine/queue";
export type { SlotTurn } from "./engine/schedule-turns";
export type { BetweenSongsSource, MessageObserver, MessageSpot } from "./engine/message-turns";
export { initialSnapshot, type PlayerSnapshot } from "./engine/store";
export { DEFAULT_VOLUME, VOLUME_KEY } from "./engine/restore";
export { START_STALL_MS, STALL_MS } from "./engine/failures";

/**
 * One player for the whole dashboard: an <audio> element playing, and a second one
 * preloading the next song so tracks follow each other without a gap. Components read
 * it through usePlayer(); nothing here renders.
 *
 * This class is the player's face: its commands and what it tells. The work is done by
 * its parts in `engine/` — the queue, the transport of the two elements, the crossfade
 * and fades, the failures and skips, the restore after a reload — which share one
 * `EngineCore`.
 */
export class PlayerEngine {
  private readonly core: EngineCore;
  private markRestored: () => void = () => {};
  private readonly restoreSettled = new Promise<void>((resolve) => {
    this.markRestored = resolve;
  });

  constructor(dependencies: PlayerDependencies) {
    this.core = new EngineCore(dependencies);
  }

  // --- store ---
  subscribe = (listener: () => void) => this.core.store.subscribe(listener);
  getSnapshot = () => this.core.store.snapshot;
  /** What was heard (the play log listens): see PlaybackObserver. */
  observe = (observer: PlaybackObserver) => this.core.store.observe(observer);

  /** Plays without the server from now on where it can (the dashboard wires it). */
  useOffline(offline: OfflinePlayback) {
    this.core.offline = offline;
  }

  /** Asks `gate` before any sound starts from now on (the dashboard wires it). */
  useGate(gate: PlaybackGate | undefined) {
    this.core.gate = gate;
  }

  /**
   * Where the player is in its queue (the song on screen), for the offline reserve:
   * the list's key and length, the position, and its songs by index.
   */
  queuePosition() {
    return this.core.queue.queuePosition();
  }

  /**
   * The list, genre or search the song on screen plays from (null: none that can be named,
   * such as a single restored song): the player page shows it chosen.
   */
  queueDescriptor(): QueueSourceDescriptor | null {
    return this.core.queue.shown?.source.descriptor ?? null;
  }

  /** Changes worth saving (song, volume, seek, pause): the music state listens. */
  onPersist(listener: () => void) {
    return this.core.store.onPersist(listener);
  }

  /** Asks whoever keeps the music state to save it (leaving the player page). */
  requestSave() {
    this.core.store.requestSave();
  }

  /** The saved song was put back after the page opened, or could not be. */
  restoreDone() {
    this.markRestored();
  }

  /** Resolves once the saved song was put back (the schedule's follower waits for it). */
  whenRestored() {
    return this.restoreSettled;
  }

  persistable() {
    return persistable(this.core);
  }

  /**
   * The saved song, paused at its saved position, with the queue it was playing from.
   * Resuming takes one click (see restore.ts).
   */
  restore(track: Track, position: number, queue?: Position) {
    return restore(this.core, track, position, queue);
  }

  // --- commands ---
  play() {
    return this.core.transport.play();
  }

  /** The programme sets the music going by itself (a reload mid-slot): no one is asked. */
  playByProgramme() {
    return byProgramme(this.core, () => this.core.transport.play());
  }

  pause() {
    this.core.transport.pause();
  }

  /**
   * Another device plays this establishment now (decision 018): the music pauses and the
   * hearing ends here, at this moment, so the play log has it as it was. Playing again
   * makes a new play.
   */
  handOver() {
    this.core.messages.stop();
    this.pause();
    this.core.store.tell((observer) => observer.over("stopped"));
  }

  async toggle() {
    if (this.core.store.snapshot.playing) this.pause();
    else await this.play();
  }

  next = () => this.core.queue.step(1);
  previous = () => this.core.queue.step(-1);

  seek(seconds: number) {
    this.core.transport.seek(seconds);
  }

  setVolume(volume: number, options: { remember?: boolean } = {}) {
    const value = Math.round(Math.max(0, Math.min(1, volume)) * 100) / 100;
    this.core.output.setVolume(value);
    if (options.remember !== false) this.core.storage.setItem(VOLUME_KEY, String(value));
    this.core.store.set({ volume: value }, true);
  }

  /**
   * "Sonido": crossfade seconds and normalisation, from now on (the song playing takes the
   * new gain at once). `remember: false` for the settings the music state restores.
   */
  setSound(changes: Partial<SoundSettings>, options: { remember?: boolean } = {}) {
    const sound = { ...this.core.store.snapshot.sound, ...changes };
    this.core.store.set({ sound }, options.remember !== false);
    this.core.crossfade.soundChanged();
  }

  /** The device's own volume wins over the saved one (issue: playerVolume). */
  deviceVolume(): number | null {
    return storedVolume(this.core.storage);
  }

  closeSubscriptionModal() {
    this.core.store.set({ subscriptionRequired: false });
  }

  /** Silence and forget the queue (logging out): nothing still on its way plays after. */
  stop() {
    this.core.queue.stop();
  }

  dismissNotice(id: number) {
    this.core.store.dismissNotice(id);
  }

  /**
   * A slot of the schedule begins (or music chosen by hand until a time): its source
   * plays after the song playing, or at once when `turn.start` and nothing sounds.
   */
  beginSlot(turn: SlotTurn) {
    return this.core.schedule.begin(turn);
  }

  /** The schedule's closing: the music fades out and stops. */
  close() {
    this.core.messages.stop();
    return this.core.schedule.close();
  }

  /** Where between-songs messages come from (the dashboard wires the messages follower). */
  useMessages(source: BetweenSongsSource | null) {
    this.core.messages.source = source;
  }

  /**
   * A message over the music (an exact time, "Reproducir ahora"): the music goes down by
   * `duckDb` while it plays, and comes back after. Resolves at its end.
   */
  playMessageOver(spot: MessageSpot, duckDb: number) {
    return this.core.messages.over(spot, duckDb);
  }

  /** What was heard of the messages (the play log records them apart from music). */
  observeMessages = (observer: MessageObserver) => this.core.messages.observe(observer);

  /** Plays the song at `index` of `source`, the list the listener chose it from. */
  choose(source: QueueSource, index: number) {
    return this.core.queue.choose(source, index);
  }

  /**
   * "Aleatorio" on: the queue goes on from the song on screen in a new shuffled order of
   * its whole source; off: in the source's own order, from the same song.
   */
  setShuffle(on: boolean) {
    return this.core.queue.setShuffle(on);
  }

  /**
   * "No reproducir en mi negocio": never again in this queue; if it is the song on
   * screen, the queue moves on to the next at once (playing if it was playing).
   */
  block(songId: string) {
    return this.core.queue.block(songId);
  }

  /** "Permitir de nuevo": the song may sound again. */
  unblock(songId: string) {
    this.core.queue.unblock(songId);
  }
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
