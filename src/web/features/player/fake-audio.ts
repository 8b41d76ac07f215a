import { ApiError } from "~/web/lib/api-client";
import type { AudioLike, AudioLink, PlayerApi } from "./player-engine";
import type { QueueSource, Track } from "./track";

/**
 * Test doubles for the player engine: <audio> elements and the network behind them, the
 * API calls it makes, and a queue whose pages arrive when a test says so. None needs a
 * browser; every answer waits for the test or for `settle()`.
 */

type PlayPromise = { resolve: () => void; reject: (error: DOMException) => void };
/** play() promises taken by a queued task, which settles them when it runs. */
type TakenPlays = { plays: PlayPromise[]; error: DOMException | null };

const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;
const abortError = () => new DOMException("The play() request was interrupted.", "AbortError");

function settlePlays({ plays, error }: TakenPlays) {
  for (const play of plays) {
    if (error) play.reject(error);
    else play.resolve();
  }
}

/**
 * The browser's tasks and network for fake <audio> elements. Events run as tasks, one
 * after another, after the promise callbacks before them — as in a browser.
 */
export class FakeMedia {
  readonly elements: FakeAudio[] = [];
  /** Every audio URL requested, in order. */
  readonly requests: string[] = [];
  private tasks: (() => void)[] = [];
  /** URLs that fail, and how many more times. */
  private failures = new Map<string, number>();
  /** What every loaded source lasts, in seconds. */
  duration = 180;
  /** The browser's autoplay policy refuses play() until the page is touched (test control). */
  autoplayRefused = false;

  createAudio = (): FakeAudio => {
    const element = new FakeAudio(this);
    this.elements.push(element);
    return element;
  };

  /** URLs whose requests are never answered (a server that hangs). */
  private hanging = new Set<string>();

  /** Requests of `url` get no answer at all. */
  hang(url: string) {
    this.hanging.add(url);
  }

  hangs(url: string): boolean {
    return this.hanging.has(url);
  }

  /** The next `times` requests of `url` fail (every one, by default). */
  fail(url: string, times = Number.POSITIVE_INFINITY) {
    this.failures.set(url, times);
  }

  /** Whether a request of `url` succeeds, counting it. */
  answer(url: string): boolean {
    const failures = this.failures.get(url) ?? 0;
    if (failures > 0) this.failures.set(url, failures - 1);
    return failures === 0;
  }

  queue(task: () => void) {
    this.tasks.push(task);
  }

  /** Runs the pending promise callbacks, but no task: no event, no network answer. */
  async callbacks() {
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Runs every pending callback and task until nothing moves any more. */
  async settle() {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const task = this.tasks.shift();
      if (!task) return;
      task();
    }
  }

  /** The sources sounding now: loaded, playing and not paused. */
  sounding(): string[] {
    return this.elements
      .filter((element) => element.sounding)
      .map((element) => element.getAttribute("src") ?? "");
  }

  /** The element holding `url`. */
  element(url: string): FakeAudio {
    const element = this.elements.find((candidate) => candidate.getAttribute("src") === url);
    if (!element) throw new Error(`no element holds ${url}`);
    return element;
  }
}

/**
 * An <audio> element as the HTML standard describes it, in the parts the engine uses:
 * - load() (also setting `src`) discards the element's queued events, rejects pending
 *   play() promises with AbortError, pauses without a "pause" event and fetches again;
 * - play() returns a promise that resolves once the media can play ("playing") and
 *   rejects with AbortError if paused or reloaded first, or NotSupportedError if the
 *   source failed; it fires "play", then "waiting" until the data is there;
 * - pause() fires "timeupdate" and "pause"; the end fires "timeupdate", "pause", "ended".
 */
export class FakeAudio extends EventTarget implements AudioLike {
  currentTime = 0;
  volume = 1;
  duration = Number.NaN;
  paused = true;
  error: { code: number } | null = null;
  private source: string | null = null;
  private ready = false;
  private pendingPlays: PlayPromise[] = [];
  private taken = new Set<TakenPlays>();
  /** Bumped by load(): tasks queued before it no longer run. */
  private generation = 0;

  constructor(private readonly media: FakeMedia) {
    super();
  }

  get src() {
    return this.source ?? "";
  }
  set src(url: string) {
    this.source = url;
    this.load();
  }
  getAttribute(name: "src") {
    return name === "src" ? this.source : null;
  }
  removeAttribute(name: "src") {
    if (name === "src") this.source = null;
  }

  get sounding() {
    return this.ready && !this.paused && this.source !== null;
  }

  load() {
    this.generation += 1;
    for (const taken of this.taken) settlePlays(taken);
    this.taken.clear();
    if (!this.paused) {
      this.paused = true;
      settlePlays({ plays: this.pendingPlays.splice(0), error: abortError() });
    }
    this.ready = false;
    this.error = null;
    this.currentTime = 0;
    this.duration = Number.NaN;
    const url = this.source;
    if (url === null) return;
    // The fetch starts once the current task is over, so a second load() replaces it.
    this.task(() => {
      this.media.requests.push(url);
      if (this.media.hangs(url)) return;
      if (this.media.answer(url)) this.loaded();
      else this.failed();
    });
  }

  play(): Promise<void> {
    if (this.media.autoplayRefused)
      return Promise.reject(
        new DOMException(
          "play() failed because the user didn't interact with the document first.",
          "NotAllowedError",
        ),
      );
    if (this.error?.code === MEDIA_ERR_SRC_NOT_SUPPORTED)
      return Promise.reject(
        new DOMException(
          "Failed to load because no supported source was found.",
          "NotSupportedError",
        ),
      );
    const promise = new Promise<void>((resolve, reject) =>
      this.pendingPlays.push({ resolve, reject }),
    );
    if (this.paused) {
      this.paused = false;
      this.task(() => this.fire("play"));
      if (this.ready) this.notifyPlaying();
      else this.task(() => this.fire("waiting"));
    } else if (this.ready) this.notifyPlaying();
    return promise;
  }

  pause() {
    if (this.paused) return;
    this.paused = true;
    this.takeAndQueue(abortError(), ["timeupdate", "pause"]);
  }

  /** The song plays to its end (test control). */
  end() {
    this.task(() => {
      this.currentTime = this.duration;
      this.fire("timeupdate");
      if (!this.paused) {
        this.paused = true;
        settlePlays({ plays: this.pendingPlays.splice(0), error: abortError() });
        this.fire("pause");
      }
      this.fire("ended");
    });
  }

  /** The song has played to `seconds` (test control): "timeupdate", as a browser says it. */
  playTo(seconds: number) {
    this.task(() => {
      this.currentTime = seconds;
      this.fire("timeupdate");
    });
  }

  /** The connection breaks in the middle of the song (test control). */
  break() {
    this.task(() => this.failed());
  }

  private loaded() {
    this.duration = this.media.duration;
    this.ready = true;
    this.fire("durationchange");
    this.fire("loadedmetadata");
    this.fire("canplay");
    if (!this.paused) this.notifyPlaying();
  }

  private failed() {
    this.error = { code: MEDIA_ERR_SRC_NOT_SUPPORTED };
    this.ready = false;
    this.fire("error");
    settlePlays({
      plays: this.pendingPlays.splice(0),
      error: new DOMException(
        "Failed to load because no supported source was found.",
        "NotSupportedError",
      ),
    });
  }

  private notifyPlaying() {
    this.takeAndQueue(null, ["playing"]);
  }

  /** Takes the pending play() promises; a task settles them and fires `events`. */
  private takeAndQueue(error: DOMException | null, events: string[]) {
    const taken = { plays: this.pendingPlays.splice(0), error };
    this.taken.add(taken);
    this.task(() => {
      this.taken.delete(taken);
      settlePlays(taken);
      for (const event of events) this.fire(event);
    });
  }

  private task(run: () => void) {
    const generation = this.generation;
    this.media.queue(() => generation === this.generation && run());
  }

  private fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

type ApiMethod = "getAccess" | "getSong";
interface ApiCall {
  method: ApiMethod;
  songId?: string;
  /** Answers with the fake's current rules, or with `outcome`. */
  answer(outcome?: { active: boolean } | Error): void;
}

/**
 * The player's API calls. They answer by the rules below (access, songs gone) as soon as
 * asked, unless their method is held: then they wait in `waiting` for the test.
 */
export class FakeApi implements PlayerApi {
  active = true;
  readonly gone = new Set<string>();
  readonly held = new Set<ApiMethod>();
  readonly waiting: ApiCall[] = [];
  readonly calls: { method: ApiMethod; songId?: string }[] = [];

  /** How long the links to audio that access answers with live. */
  linkSeconds = 300;
  /** No answer from the server: every call fails as fetch does without a connection. */
  unreachable = false;

  getAccess = (songId?: string) =>
    this.call<{ active: boolean; audio: AudioLink | null }>("getAccess", songId);
  getSong = (songId: string) => this.call<unknown>("getSong", songId);
  /** The link the fake gives to a song's audio. */
  audioUrl = (songId: string) => `/audio/${songId}`;

  /** Answers the waiting calls that match, in the order they were made. */
  answer(
    match: { method?: ApiMethod; songId?: string } = {},
    outcome?: { active: boolean } | Error,
  ) {
    const chosen = this.waiting.filter(
      (call) =>
        (!match.method || call.method === match.method) &&
        (!match.songId || call.songId === match.songId),
    );
    for (const call of chosen) call.answer(outcome);
  }

  private call<T>(method: ApiMethod, songId?: string): Promise<T> {
    this.calls.push({ method, songId });
    if (this.unreachable) return Promise.reject(new ApiError(0, "NETWORK", "Failed to fetch"));
    return new Promise<T>((resolve, reject) => {
      const call: ApiCall = {
        method,
        songId,
        answer: (outcome) => {
          this.waiting.splice(this.waiting.indexOf(call), 1);
          if (outcome instanceof Error) reject(outcome);
          else if (method === "getAccess") {
            const { active } = outcome ?? { active: this.active };
            const audio =
              active && songId
                ? { url: this.audioUrl(songId), expiresInSeconds: this.linkSeconds }
                : null;
            resolve({ active, audio } as T);
          } else if (songId && this.gone.has(songId))
            reject(new ApiError(404, "NOT_FOUND", "Canción no encontrada"));
          else resolve({ id: songId } as T);
        },
      };
      this.waiting.push(call);
      if (!this.held.has(method)) call.answer();
    });
  }
}

export const track = (n: number): Track => ({
  id: `s${n}`,
  title: `Canción ${n}`,
  artist: "Artista",
  durationSeconds: 100 + n,
});

/**
 * A list of songs 1…`total` as a queue; the positions in `slow` are fetched only when the
 * test says: `arrive(index)`, or `lose(index)` for a request that fails, like a page of
 * the catalogue on a bad connection.
 */
export function slowSource(total: number, slow: number[] = []) {
  const waiting: {
    index: number;
    resolve: (track: Track) => void;
    reject: (error: Error) => void;
  }[] = [];
  const source: QueueSource = {
    descriptor: { kind: "catalog", search: "" },
    key: "test",
    total,
    trackAt: (index) =>
      slow.includes(index)
        ? new Promise((resolve, reject) => waiting.push({ index, resolve, reject }))
        : Promise.resolve(track(index + 1)),
  };
  const answered = (index: number) => {
    const requests = waiting.filter((request) => request.index === index);
    waiting.splice(0, waiting.length, ...waiting.filter((request) => request.index !== index));
    return requests;
  };
  return {
    source,
    arrive: (index: number) =>
      answered(index).forEach((request) => request.resolve(track(index + 1))),
    lose: (index: number) =>
      answered(index).forEach((request) => request.reject(new Error("offline"))),
  };
}

/** A storage that keeps what it is given (the device's localStorage). */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** The device's side of playing offline: songs kept on it, the lease, the connection. */
export function fakeOffline(stored: string[] = []) {
  const state = { stored: new Set(stored), leaseRuns: true, offline: false };
  return {
    state,
    playback: {
      has: (songId: string) => state.stored.has(songId),
      mayPlayOffline: () => state.leaseRuns,
      isOffline: () => state.offline,
      reached: (answer: unknown) => void (state.offline = answer === null),
      loading: () => {},
    },
  };
}
