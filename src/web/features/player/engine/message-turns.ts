/**
 * The account's own messages (decision 029) in the player: one more element, the voice, that
 * plays a message between two songs — the queue waits for it — or at an exact time over
 * the music, which goes down (ducked, 300 ms ramps) while it plays and comes back after,
 * without waiting for the song to end. What is due when is decided outside the engine
 * (features/player/messages); the engine only plays what it is given.
 */
import { DUCK_RAMP_MS } from "~/shared/messages/ducking";
import { log, type AudioLike } from "./dependencies";
import type { EngineContext, MessagesPort } from "./ports";

/** What the messages reach of the engine. */
type MessagesContext = Pick<EngineContext, "output" | "store" | "createAudio" | "queue" | "choice">;

/** Who hears what of the messages sounded (the play log, apart from the music's). */
export interface MessageObserver {
  sounding(message: { id: string }, playId: number): void;
  silent(paused: boolean): void;
  over(reason: "ended" | "left" | "stopped"): void;
}

/** A message to play: its audio, its gain, and (over the music) how far the music goes down. */
export interface MessageSpot {
  id: string;
  name: string;
  audioPath: string;
  gainDb: number;
  leadingSilenceSeconds: number;
}

/** Whoever decides which message is due between songs (the messages follower). */
export interface BetweenSongsSource {
  /** The message due if the song playing ended now (asked as its end nears; changes nothing). */
  dueIfSongEnds(): MessageSpot | null;
  /** The song ended: the message due now, taken (counting restarts), or null. */
  takeAfterSong(): MessageSpot | null;
}

/** A message that ends within this of its last sound is still heard to its end. */
const RAMP_SECONDS = DUCK_RAMP_MS / 1000;

export class MessageTurns implements MessagesPort {
  source: BetweenSongsSource | null = null;
  private voice: AudioLike | null = null;
  private current: { spot: MessageSpot; over: boolean; done: () => void } | null = null;
  private hearings = 0;
  private observers = new Set<MessageObserver>();

  constructor(private readonly core: MessagesContext) {}

  /** What was heard of messages (the play log listens): as the music's observer, apart. */
  observe(observer: MessageObserver) {
    this.observers.add(observer);
    return () => void this.observers.delete(observer);
  }

  get busy() {
    return this.current !== null;
  }

  /** A message is due where the song playing ends: no crossfade into the next song then. */
  waitsForSongEnd(): boolean {
    return !this.busy && this.source?.dueIfSongEnds() != null;
  }

  /**
   * The song ended by itself: the message due, if any, plays to its end first; then the
   * queue moves on — unless the listener chose something else meanwhile.
   */
  async thenAdvance() {
    const { core } = this;
    const spot = this.busy ? null : this.source?.takeAfterSong();
    if (spot) {
      const choice = core.choice;
      await this.play(spot, false);
      if (choice !== core.choice) return;
    }
    await core.queue.advance();
  }

  /**
   * A message over the music (an exact time, or "Reproducir ahora"): the music goes down
   * by `duckDb` while it plays. Resolves at its end. One message at a time.
   */
  async over(spot: MessageSpot, duckDb: number) {
    if (this.busy) return;
    const { output } = this.core;
    output.start();
    output.duck(duckDb, RAMP_SECONDS);
    try {
      await this.play(spot, true);
    } finally {
      output.duck(0, RAMP_SECONDS);
    }
  }

  /** Pausing while a message plays between songs pauses it (true); play() resumes it. */
  pause(): boolean {
    const current = this.current;
    if (!current || current.over || !this.voice) return false;
    this.voice.pause();
    this.tell((observer) => observer.silent(true));
    this.core.store.set({ playing: false }, true);
    return true;
  }

  resume(): boolean {
    const current = this.current;
    if (!current || current.over || !this.voice) return false;
    void this.voice.play().catch((error: unknown) => log("the message did not resume", error));
    this.core.store.set({ playing: true });
    return true;
  }

  /** Silence (logging out, the closing, another device takes the zone): the message stops. */
  stop() {
    const current = this.current;
    if (!current || !this.voice) return;
    this.voice.pause();
    this.tell((observer) => observer.over("stopped"));
    this.finish();
  }

  private play(spot: MessageSpot, over: boolean): Promise<void> {
    const { core } = this;
    const voice = this.element();
    const hearing = ++this.hearings;
    return new Promise<void>((resolve) => {
      this.current = { spot, over, done: resolve };
      core.output.setGain(voice, spot.gainDb);
      void core.output.fade(voice, 1, 0);
      voice.src = spot.audioPath;
      if (spot.leadingSilenceSeconds > 0) voice.currentTime = spot.leadingSilenceSeconds;
      core.store.set({ message: { id: spot.id, name: spot.name, over } });
      if (!over) core.store.set({ playing: true, loading: false });
      voice.play().then(
        () => {
          if (this.current?.spot === spot)
            this.tell((observer) => observer.sounding({ id: spot.id }, hearing));
        },
        (error: unknown) => {
          log("a message could not play", error);
          if (this.current?.spot === spot) this.finish();
        },
      );
    });
  }

  private element(): AudioLike {
    if (this.voice) return this.voice;
    const voice = this.core.createAudio();
    this.core.output.attach(voice, "voice");
    voice.addEventListener("ended", () => {
      if (!this.current) return;
      this.tell((observer) => observer.over("ended"));
      this.finish();
    });
    voice.addEventListener("error", () => {
      if (!this.current) return;
      log("a message's audio failed to load");
      this.tell((observer) => observer.over("stopped"));
      this.finish();
    });
    this.voice = voice;
    return voice;
  }

  private finish() {
    const current = this.current;
    this.current = null;
    if (this.voice) {
      this.voice.removeAttribute("src");
      this.voice.load();
    }
    this.core.store.set({ message: null });
    current?.done();
  }

  private tell(event: (observer: MessageObserver) => void) {
    this.observers.forEach(event);
  }
}
