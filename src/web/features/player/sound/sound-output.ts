import { dbToLinear } from "~/shared/audio/playback-gain";
import { equalPowerLevel } from "./equal-power";

/** What a sound output touches of an <audio> element (the engine's AudioLike has it). */
export interface SoundElement {
  volume: number;
}

/**
 * Where the player's elements sound (decision 015): each through its own stage — the song's
 * gain to the target loudness, then a fade level for crossfades and soft pauses — and
 * all of them through the master volume.
 */
/** Music (lowered under a message at an exact time) or a message's voice (never lowered). */
export type ElementRole = "music" | "voice";

export interface SoundOutput {
  /** Whether fades take time: the engine then lets a song fade before it stops it. */
  readonly fadesTakeTime: boolean;
  /** A new element, at unity gain and full level. */
  attach(element: SoundElement, role?: ElementRole): void;
  /** A user's gesture: the moment a browser lets a Web Audio graph start. */
  start(): void;
  /** The gain of the song `element` holds, in dB (0: as the file is). */
  setGain(element: SoundElement, gainDb: number): void;
  /**
   * Moves `element`'s level to `level` (0–1) over `seconds` along an equal-power curve.
   * Resolves true once there, false when another fade of the same element took over.
   */
  fade(element: SoundElement, level: number, seconds: number): Promise<boolean>;
  setVolume(volume: number): void;
  /**
   * Lowers every music element by `db` (0: back to full) over `seconds`, in a straight
   * ramp: a message at an exact time sounds over the music (decision 029).
   */
  duck(db: number, seconds: number): void;
}

/** A fade under way: where it started, where it goes, and who waits for it. */
interface Fade {
  from: number;
  to: number;
  startedAt: number;
  seconds: number;
  settle: ((done: boolean) => void) | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** The music's ducking under a message: a level 0–1 moving in a straight line. */
export interface Ducking {
  from: number;
  to: number;
  startedAt: number;
  seconds: number;
}

/** One element's stage: its song's gain and its fade. */
export interface Stage {
  gainDb: number;
  fade: Fade;
  role: ElementRole;
}

const steady = (level: number): Fade => ({
  from: level,
  to: level,
  startedAt: 0,
  seconds: 0,
  settle: null,
  timer: undefined,
});

/** Where a fade is at `now` (ms). */
export function levelAt(fade: Fade, now: number): number {
  if (fade.seconds <= 0) return fade.to;
  return equalPowerLevel(fade.from, fade.to, (now - fade.startedAt) / (fade.seconds * 1000));
}

/**
 * The stages' bookkeeping that every output shares: gains, fades and their timing. An
 * output only says how a stage is heard (`apply`) and how a fade is run (`run`).
 */
export abstract class StagedOutput implements SoundOutput {
  abstract readonly fadesTakeTime: boolean;
  protected readonly stages = new Map<SoundElement, Stage>();
  protected volume = 1;
  /** The music's ducking: a level 0–1 moving in a straight line (not a fade's curve). */
  protected ducking: Ducking = { from: 1, to: 1, startedAt: 0, seconds: 0 };

  attach(element: SoundElement, role: ElementRole = "music") {
    this.stages.set(element, { gainDb: 0, fade: steady(1), role });
    this.apply(element);
  }

  duck(db: number, seconds: number) {
    const now = performance.now();
    const to = dbToLinear(-Math.abs(db));
    this.ducking = { from: this.duckLevel(now), to, startedAt: now, seconds: Math.max(0, seconds) };
    this.runDuck(this.ducking);
  }

  /** The music's ducking level at `now` (ms). */
  protected duckLevel(now: number) {
    const { from, to, startedAt, seconds } = this.ducking;
    if (seconds <= 0) return to;
    return from + (to - from) * Math.min(1, Math.max(0, (now - startedAt) / (seconds * 1000)));
  }

  /** Starts a new ducking ramp. */
  protected abstract runDuck(ducking: Ducking): void;

  start() {}

  setGain(element: SoundElement, gainDb: number) {
    const stage = this.stages.get(element);
    if (!stage || stage.gainDb === gainDb) return;
    stage.gainDb = gainDb;
    this.apply(element);
  }

  fade(element: SoundElement, level: number, seconds: number): Promise<boolean> {
    const stage = this.stages.get(element);
    if (!stage) return Promise.resolve(true);
    const now = performance.now();
    const previous = stage.fade;
    clearTimeout(previous.timer);
    previous.settle?.(false);
    const from = levelAt(previous, now);
    const timed = this.fadesTakeTime && seconds > 0 && from !== level;
    stage.fade = { ...steady(level), from, startedAt: now, seconds: timed ? seconds : 0 };
    this.run(element, stage);
    if (!timed) return Promise.resolve(true);
    const fade = stage.fade;
    return new Promise((resolve) => {
      fade.settle = resolve;
      fade.timer = setTimeout(() => {
        fade.settle = null;
        this.fadeDone(element);
        resolve(true);
      }, seconds * 1000);
    });
  }

  setVolume(volume: number) {
    this.volume = volume;
    for (const element of this.stages.keys()) this.apply(element);
  }

  /** The stage's gain and level as they are now. */
  protected abstract apply(element: SoundElement): void;
  /** Starts the stage's new fade (a fade of 0 s sets the level at once). */
  protected abstract run(element: SoundElement, stage: Stage): void;
  protected fadeDone(_element: SoundElement) {}

  protected linearGain(stage: Stage) {
    return dbToLinear(stage.gainDb);
  }
}

const FADE_TICK_MS = 25;

/**
 * Without Web Audio: the gain, the fade and the volume all go into the element's own
 * volume, stepped by a timer during fades. A gain above unity is capped where the volume
 * reaches 1 — an element cannot play louder than its file.
 */
export class ElementVolumeOutput extends StagedOutput {
  private readonly tickers = new Map<SoundElement, ReturnType<typeof setInterval>>();

  /** `fadesTakeTime: false` turns every fade into a step (tests of the engine's logic). */
  constructor(readonly fadesTakeTime = true) {
    super();
  }

  private ducker: ReturnType<typeof setInterval> | undefined;

  protected apply(element: SoundElement) {
    const stage = this.stages.get(element);
    if (!stage) return;
    const now = performance.now();
    const ducked = stage.role === "music" ? this.duckLevel(now) : 1;
    const level = levelAt(stage.fade, now) * ducked;
    element.volume = Math.min(1, Math.max(0, this.volume * this.linearGain(stage) * level));
  }

  protected runDuck(ducking: Ducking) {
    clearInterval(this.ducker);
    const applyAll = () => {
      for (const element of this.stages.keys()) this.apply(element);
    };
    applyAll();
    if (ducking.seconds <= 0) return;
    this.ducker = setInterval(() => {
      applyAll();
      if (performance.now() - ducking.startedAt >= ducking.seconds * 1000)
        clearInterval(this.ducker);
    }, FADE_TICK_MS);
  }

  protected run(element: SoundElement, stage: Stage) {
    this.stopTicking(element);
    this.apply(element);
    if (stage.fade.seconds > 0)
      this.tickers.set(
        element,
        setInterval(() => this.apply(element), FADE_TICK_MS),
      );
  }

  protected override fadeDone(element: SoundElement) {
    this.stopTicking(element);
    this.apply(element);
  }

  protected stopTicking(element: SoundElement) {
    clearInterval(this.tickers.get(element));
    this.tickers.delete(element);
  }
}
