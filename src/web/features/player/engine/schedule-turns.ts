/**
 * The engine's side of a schedule (decision 022): what the follower of the programme asks
 * of the player. A new slot's source waits for the song playing to end — at most
 * `SLOT_OVERRUN_MS`, then the song fades out over `SLOT_CHANGE_FADE_MS` — and is what
 * every "what next" of the queue returns meanwhile; the closing fades out over
 * `CLOSING_FADE_MS` and stops; the opening starts by itself where the browser lets it.
 */
import { CLOSING_FADE_MS, SLOT_CHANGE_FADE_MS, SLOT_OVERRUN_MS } from "~/shared/schedules/fades";
import type { QueueSource } from "../track";
import { SHORT_FADE_SECONDS } from "./crossfade";
import { updateMediaSession } from "./media-session";
import type { Choices, EngineContext, Position, SchedulePort } from "./ports";

/** What a schedule's turns reach of the engine. */
type ScheduleContext = Pick<
  EngineContext,
  "output" | "store" | "mediaSession" | "transport" | "crossfade" | "queue"
> &
  Choices;

export interface SlotTurn {
  source: QueueSource;
  /** 0–1, or null to leave the volume as it is. */
  volume: number | null;
  /** Start sounding if silent (an opening, a reload mid-slot), or only change what plays next. */
  start: boolean;
  /** Chosen by hand ("Poner esta lista…", "Volver a la programación"): plays at once. */
  immediately?: boolean;
}

export class ScheduleTurns implements SchedulePort {
  /** The source a slot began with, waiting for the song playing to end. */
  private waiting: Position | null = null;
  private overrun: ReturnType<typeof setTimeout> | undefined;
  /** Each turn's number: a newer turn calls off an older one's fade. */
  private turn = 0;
  /** The closing's fade is under way (the music is coming down). */
  private fadingOut = false;

  constructor(private readonly core: ScheduleContext) {}

  /** What plays after `position` while a slot's source waits (null: the queue's own next). */
  positionAfter(position: Position): Position | null {
    const waiting = this.waiting;
    return waiting && waiting.source !== position.source ? waiting : null;
  }

  /** The queue reached `position`: a waiting source that got there is waiting no more. */
  arrived(position: Position) {
    if (this.waiting?.source !== position.source) return;
    this.waiting = null;
    clearTimeout(this.overrun);
  }

  /** A slot (or music chosen by hand until a time) begins with `turn.source`. */
  async begin(turn: SlotTurn) {
    const { core } = this;
    this.turn += 1;
    clearTimeout(this.overrun);
    this.waiting = null;
    if (this.fadingOut) {
      // Opened again while the closing faded the music out: it comes back up.
      this.fadingOut = false;
      void core.output.fade(core.transport.audio, 1, SHORT_FADE_SECONDS);
    }
    const { source } = turn;
    if (source.total === 0) return;
    if (turn.volume !== null) this.volume(turn.volume);
    const snapshot = core.store.snapshot;
    const sounding = snapshot.playing || core.deciding !== null;
    if (turn.immediately || !sounding || !snapshot.track) {
      core.store.set({ shuffle: Boolean(source.shuffled) });
      if (turn.start) return byProgramme(core, () => core.queue.choose(source, 0));
      return core.queue.showPaused({ source, index: 0 });
    }
    // The song playing ends first; what was checked or preloaded to follow it is not next.
    this.waiting = { source, index: 0 };
    core.store.set({ shuffle: Boolean(source.shuffled) });
    core.crossfade.forgetNext();
    void core.transport.preloadNext();
    const audio = core.transport.audio;
    const leftMs = ((snapshot.duration || audio.duration || 0) - audio.currentTime) * 1000;
    if (leftMs > SLOT_OVERRUN_MS)
      this.overrun = setTimeout(() => void this.fadeInto(source), SLOT_OVERRUN_MS);
  }

  /** The establishment closes: the music fades out and stops, the song stays on screen. */
  async close() {
    const { core } = this;
    clearTimeout(this.overrun);
    this.waiting = null;
    const turn = ++this.turn;
    core.store.set({ needsGesture: false });
    if (!core.store.snapshot.playing) {
      if (core.deciding !== null) core.transport.pause();
      return;
    }
    this.fadingOut = true;
    await core.output.fade(core.transport.audio, 0, CLOSING_FADE_MS / 1000);
    if (turn !== this.turn) return;
    this.fadingOut = false;
    core.transport.pause();
    core.store.tell((observer) => observer.over("stopped"));
    updateMediaSession(core);
  }

  /** The song that overran the slot's start fades out, and the slot's source begins. */
  private async fadeInto(source: QueueSource) {
    const { core } = this;
    const turn = this.turn;
    await core.output.fade(core.transport.audio, 0, SLOT_CHANGE_FADE_MS / 1000);
    if (turn !== this.turn || this.waiting?.source !== source) return;
    await core.queue.choose(source, 0);
  }

  private volume(level: number) {
    const { core } = this;
    core.output.setVolume(level);
    core.store.set({ volume: level }, true);
  }
}

/** Runs a start the programme makes by itself (the gate does not ask the listener). */
export async function byProgramme<T>(
  core: Pick<Choices, "byProgramme">,
  start: () => Promise<T>,
): Promise<T> {
  core.byProgramme = true;
  try {
    return await start();
  } finally {
    core.byProgramme = false;
  }
}
