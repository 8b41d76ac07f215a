import type { SoundElement, SoundOutput } from "./sound/sound-output";

interface PendingFade {
  element: SoundElement;
  level: number;
  seconds: number;
  settle(done: boolean): void;
}

/**
 * A sound output for the engine's tests: it keeps each element's gain and level, and its
 * timed fades wait until the test finishes them (`finishFades`).
 */
export class FakeSound implements SoundOutput {
  readonly fadesTakeTime = true;
  readonly gains = new Map<SoundElement, number>();
  readonly levels = new Map<SoundElement, number>();
  /** Timed fades not finished yet, in the order they began. */
  readonly fades: PendingFade[] = [];
  volume = 1;
  starts = 0;
  /** How far the music is lowered (dB, 0: not), and each ducking asked, in order. */
  duckDb = 0;
  readonly duckings: { db: number; seconds: number }[] = [];
  readonly roles = new Map<SoundElement, string>();

  attach(element: SoundElement, role = "music") {
    this.roles.set(element, role);
    this.gains.set(element, 0);
    this.levels.set(element, 1);
  }
  start() {
    this.starts += 1;
  }
  setGain(element: SoundElement, gainDb: number) {
    this.gains.set(element, gainDb);
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  duck(db: number, seconds: number) {
    this.duckDb = db;
    this.duckings.push({ db, seconds });
  }

  fade(element: SoundElement, level: number, seconds: number): Promise<boolean> {
    const earlier = this.fades.findIndex((fade) => fade.element === element);
    if (earlier >= 0) this.fades.splice(earlier, 1)[0]?.settle(false);
    // An element met in the middle of a fade is somewhere between its two levels.
    const steady = earlier < 0 && this.levels.get(element) === level;
    if (seconds <= 0 || steady) {
      this.levels.set(element, level);
      return Promise.resolve(true);
    }
    return new Promise((resolve) =>
      this.fades.push({
        element,
        level,
        seconds,
        settle: (done) => {
          if (done) this.levels.set(element, level);
          resolve(done);
        },
      }),
    );
  }

  /** Every fade under way reaches its level. */
  finishFades() {
    for (const fade of this.fades.splice(0)) fade.settle(true);
  }

  /** The timed fades under way, as [level, seconds] of each element (by `name`). */
  fading(name: (element: SoundElement) => string) {
    return this.fades.map((fade) => [name(fade.element), fade.level, fade.seconds]);
  }
}
