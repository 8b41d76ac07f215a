/**
 * How one song gives way to another (decision 015): the next song checked ahead as the end
 * nears and started early to overlap it, the fades (a crossfade, a short fade instead of
 * a click) and each song's gain. Everything that leaves the player fades out here.
 */
import type { Track } from "../track";
import { permit, stillExists, type Permit } from "./access";
import { log, type AudioLike } from "./dependencies";
import type { Choices, CrossfadePort, EngineContext, Position } from "./ports";

/** What the crossfade reaches of the engine. */
type CrossfadeContext = Pick<
  EngineContext,
  "api" | "now" | "offline" | "output" | "store" | "transport" | "queue" | "failures" | "messages"
> &
  Choices;

/** Pause, skip and stop fade this long instead of cutting with a click. */
export const SHORT_FADE_SECONDS = 0.3;
/** The next song is checked this long before it is to start, so that it starts on time. */
const PREPARE_SECONDS = 2;
/** Closer than this to the start of the next song, a timer starts it rather than timeupdate. */
const TIMER_WINDOW_SECONDS = 0.35;

/** Where `track`'s sound begins (its leading silence is not played). */
export const leadingSilence = (track: Track) => track.leadingSilenceSeconds ?? 0;

/**
 * The queue's next song, checked ahead while the song playing nears its end (decision 015), so
 * that it can start early and overlap it; `ready` once it may play.
 */
interface Transition {
  choice: number;
  ready: Ready | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}
type Ready = { position: Position; track: Track; link: NonNullable<Permit["link"]> };

export class Crossfade implements CrossfadePort {
  private transition: Transition | null = null;
  /** A crossfade waiting for the next song to sound: the song it overlaps, and for how long. */
  private pending: { outgoing: AudioLike; seconds: number } | null = null;
  /** Elements fading out before they stop. */
  private retiring = new Set<AudioLike>();

  constructor(private readonly core: CrossfadeContext) {}

  get readyNext(): Track | null {
    return this.transition?.ready?.track ?? null;
  }

  /** The gain `track` plays at: to the target loudness, when normalisation is on. */
  gainOf(track: Track): number {
    return this.core.store.snapshot.sound.normalize ? (track.gainDb ?? 0) : 0;
  }

  /**
   * The song playing stops (fading out briefly where fades take time). This is the
   * player's one fade-out-and-stop: whatever must silence the music goes through here,
   * and so will a schedule's closing, with a fade of its own length.
   */
  silence() {
    const { core } = this;
    core.failures.clearStall();
    clearTimeout(this.transition?.timer);
    this.transition = null;
    core.transport.pendingSeek = null;
    this.hushRetiring();
    const audio = core.transport.audio;
    if (core.output.fadesTakeTime && !audio.paused && audio.getAttribute("src"))
      return core.transport.handOff((previous) => this.retire(previous, SHORT_FADE_SECONDS));
    audio.pause();
    audio.removeAttribute("src");
    audio.load();
  }

  /**
   * The song that played leaves for another: over `overlap` seconds of a crossfade, at
   * full level until the next one sounds; without one, at once.
   */
  outgoing(previous: AudioLike, overlap: number) {
    if (overlap > 0) {
      this.retiring.add(previous);
      this.pending = { outgoing: previous, seconds: overlap };
    } else this.retire(previous, 0);
  }

  /** The next song sounds: the crossfade runs from now, one song fading out as it fades in. */
  beginCrossfade() {
    const crossfade = this.pending;
    if (!crossfade) return;
    this.pending = null;
    this.retire(crossfade.outgoing, crossfade.seconds);
    void this.core.output.fade(this.core.transport.audio, 1, crossfade.seconds);
  }

  /** Elements still fading out go quiet quickly: the listener paused, or chose another song. */
  hushRetiring() {
    this.pending = null;
    for (const element of this.retiring)
      void this.core.output
        .fade(element, 0, SHORT_FADE_SECONDS)
        .then((done) => done && this.rest(element));
  }

  /**
   * Near the end of the song (where its trailing silence begins): the next song is checked
   * ahead, starts early to overlap it by the crossfade's seconds (at the end itself when
   * gapless), or — when it could not be checked in time — the queue moves on where the
   * silence would begin.
   */
  nearEnd() {
    const { core } = this;
    const audio = core.transport.audio;
    const track = core.store.snapshot.track;
    const pausing = core.transport.pausing === audio;
    if (
      !track ||
      audio.paused ||
      pausing ||
      core.deciding !== null ||
      core.audioChoice !== core.choice
    )
      return;
    const duration = audio.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    const end = duration - (track.trailingSilenceSeconds ?? 0);
    const left = end - audio.currentTime;
    // A message is due after this song: it ends where its sound ends, then the message.
    if (core.messages.waitsForSongEnd()) {
      this.forgetNext();
      if (left > 0 || end >= duration) return;
      core.store.tell((observer) => observer.over("ended"));
      audio.pause();
      void core.messages.thenAdvance();
      return;
    }
    const overlap = this.overlapFor(track, end);
    if (!this.transition || this.transition.choice !== core.choice) {
      if (left > overlap + PREPARE_SECONDS) return;
      void this.prepareTransition();
    }
    const transition = this.transition;
    if (!transition?.ready) {
      if (left <= 0 && end < duration) {
        // The next song was not ready: the silence is not played out.
        this.transition = null;
        core.store.tell((observer) => observer.over("ended"));
        void core.messages.thenAdvance();
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

  /** The song ended: the next one, if it was checked ahead for this choice, starts at once. */
  startReady(): boolean {
    const ready = this.transition?.choice === this.core.choice && this.transition.ready;
    if (ready) this.crossfadeInto(ready, 0);
    return Boolean(ready);
  }

  /**
   * A crossfade timed to begin within the next moments waits (a pause, a seek): the next
   * song stays checked, and the timer is set again as the end nears once more.
   */
  holdTransition() {
    if (!this.transition) return;
    clearTimeout(this.transition.timer);
    this.transition.timer = undefined;
  }

  /** What was checked to follow the song playing is not next any more (a slot began). */
  forgetNext() {
    clearTimeout(this.transition?.timer);
    this.transition = null;
  }

  /** "Sonido" changed: gains at once, and the next song's start is worked out again. */
  soundChanged() {
    const { core } = this;
    const track = core.store.snapshot.track;
    if (track) {
      core.output.setGain(core.transport.audio, this.gainOf(track));
      core.store.set({ gainDb: this.gainOf(track) });
    }
    const nextTrack = core.transport.nextTrack;
    if (nextTrack) core.output.setGain(core.transport.upcoming, this.gainOf(nextTrack));
    // The next song starts where the new crossfade says: checked again as the end nears.
    clearTimeout(this.transition?.timer);
    this.transition = null;
  }

  /** The crossfade's seconds for `track`, never more than a third of its sound. */
  private overlapFor(track: Track, end: number): number {
    const { core } = this;
    const seconds = core.output.fadesTakeTime ? core.store.snapshot.sound.crossfadeSeconds : 0;
    return Math.max(0, Math.min(seconds, (end - leadingSilence(track)) / 3));
  }

  /** Checks the next song ahead: it must exist and the listener must have access still. */
  private async prepareTransition() {
    const { core } = this;
    const choice = core.choice;
    const from = core.queue.position;
    const transition: Transition = { choice, ready: null, timer: undefined };
    this.transition = transition;
    if (!from || from.source.total < 2) return;
    const position = core.queue.nextPosition(from);
    try {
      const track = await position.source.trackAt(position.index);
      if (!track || core.queue.blocked.has(track.id) || choice !== core.choice) return;
      const [exists, permitted] = await Promise.all([
        stillExists(core, track),
        permit(core, track.id),
      ]);
      // Whatever stands in the way is said when the queue reaches the song the usual way.
      if (!exists || !permitted.active || permitted.offline || !permitted.link) return;
      if (this.transition === transition && choice === core.choice)
        transition.ready = { position, track, link: permitted.link };
    } catch (error) {
      log("could not check the next song ahead", error);
    }
  }

  /** The queue moves on to the checked next song, overlapping the one playing by `overlap` s. */
  private crossfadeInto(ready: Ready, overlap: number) {
    const { core } = this;
    clearTimeout(this.transition?.timer);
    this.transition = null;
    core.store.tell((observer) => observer.over("ended"));
    const choice = ++core.choice;
    core.queue.position = ready.position;
    core.queue.automatic = true;
    core.queue.direction = 1;
    core.queue.show(ready.position, ready.track, { loading: true, resumable: false });
    core.transport.load(ready.track, choice, ready.link, 0, overlap);
    void core.transport.startPlayback(choice);
  }

  /**
   * `element` leaves the player: it fades out over `seconds` (a crossfade, or a short fade
   * instead of a click), then stops, empty, ready for another song.
   */
  private retire(element: AudioLike, seconds: number) {
    if (seconds <= 0 || element.paused || !this.core.output.fadesTakeTime)
      return this.rest(element);
    this.retiring.add(element);
    void this.core.output.fade(element, 0, seconds).then((done) => done && this.rest(element));
  }

  private rest(element: AudioLike) {
    element.pause();
    element.removeAttribute("src");
    element.load();
    this.retiring.delete(element);
    this.core.transport.takeBack(element);
  }
}
