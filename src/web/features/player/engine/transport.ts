/**
 * The two <audio> elements — one playing, one preloading the next song so that songs
 * follow each other without a gap — and what the listener does to them: play, pause,
 * seek. Their events move the rest of the engine (progress, the end, a failure).
 */
import type { Track } from "../track";
import { permit, type Permit } from "./access";
import { leadingSilence, SHORT_FADE_SECONDS } from "./crossfade";
import { log, type AudioLike } from "./dependencies";
import { updateMediaSession } from "./media-session";
import type { Choices, EngineContext, TransportPort } from "./ports";

/** What the transport reaches of the engine. */
type TransportContext = Pick<
  EngineContext,
  | "api"
  | "now"
  | "offline"
  | "gate"
  | "createAudio"
  | "output"
  | "store"
  | "mediaSession"
  | "crossfade"
  | "queue"
  | "failures"
  | "messages"
> &
  Choices;

/** A preloaded song whose link ends sooner than this is loaded again with a fresh link. */
const LINK_MARGIN_MS = 30_000;

export class Transport implements TransportPort {
  /** The element playing (or paused), and the one preloading the next song. */
  audio: AudioLike;
  upcoming: AudioLike;
  /** Elements with nothing to do. */
  private idle: AudioLike[] = [];
  /** The song preloading in `upcoming`, and when its link ends. */
  nextTrack: Track | null = null;
  private upcomingLinkEndsAt = 0;
  pendingSeek: number | null = null;
  /** The element whose pause waits for its fade: play() before then calls the pause off. */
  pausing: AudioLike | null = null;

  constructor(private readonly core: TransportContext) {
    this.audio = this.bind(this.newElement());
    this.upcoming = this.newElement();
  }

  async play() {
    const { core } = this;
    core.output.start();
    if (core.messages.resume()) return;
    const track = core.store.snapshot.track;
    if (!track || core.deciding !== null) return;
    const choice = core.choice;
    void core.output.fade(this.audio, 1, SHORT_FADE_SECONDS);
    // A pause still fading out is called off: the song comes back up where it is.
    const fadingOut = this.pausing === this.audio && !this.audio.paused;
    this.pausing = null;
    if (fadingOut) {
      core.store.set({ playing: true, loading: false }, true);
      core.store.tell((observer) => observer.sounding(track, core.audioChoice));
      return;
    }
    core.store.set({ loading: true });
    const { active, link, offline } = await permit(core, track.id);
    if (choice !== core.choice || core.deciding !== null) return;
    if (offline === "leaseEnded") return core.failures.stopForLease();
    if (offline === "missing") return core.failures.skipMissing();
    if (!active) return core.failures.refuse();
    if (core.audioChoice !== choice || !this.audio.getAttribute("src"))
      this.load(track, choice, link, core.store.snapshot.currentTime);
    await this.startPlayback(choice);
  }

  pause() {
    const { core } = this;
    if (core.messages.pause()) return;
    // A song still being checked would start once the checks pass: pausing means not then.
    if (core.deciding !== null) {
      core.choice += 1;
      core.deciding = null;
    }
    core.store.set({ loading: false });
    core.crossfade.hushRetiring();
    core.crossfade.holdTransition();
    const audio = this.audio;
    if (!core.output.fadesTakeTime || audio.paused) return audio.pause();
    // The sound fades out before the element pauses; the listener sees "paused" at once.
    this.pausing = audio;
    // The listener paused now, whatever the fade still lets through (the play log hears it).
    core.store.tell((observer) => observer.silent(true));
    core.store.set({ playing: false }, true);
    updateMediaSession(core);
    void core.output.fade(audio, 0, SHORT_FADE_SECONDS).then(() => {
      if (this.pausing !== audio) return;
      this.pausing = null;
      audio.pause();
    });
  }

  seek(seconds: number) {
    const duration = this.core.store.snapshot.duration || this.audio.duration || 0;
    const target = Math.max(0, Math.min(seconds, duration || seconds));
    this.core.crossfade.holdTransition();
    // A pause still fading out ends now: the fade would let the new position be heard.
    if (this.pausing === this.audio) {
      this.pausing = null;
      this.audio.pause();
    }
    if (this.audio.getAttribute("src")) this.audio.currentTime = target;
    else this.pendingSeek = target;
    this.core.store.set({ currentTime: target }, true);
  }

  /**
   * Gives `track` to the playing element on behalf of `choice`, from `link`, at `position`
   * or else where its sound begins. With `overlap` seconds, the song that was playing fades
   * out over them while this one fades in (a crossfade); otherwise it stops at once.
   */
  load(track: Track, choice: number, link: Permit["link"], position = 0, overlap = 0) {
    const { core } = this;
    core.audioChoice = choice;
    this.pendingSeek = null;
    const start = position || leadingSilence(track);
    // A preloaded element that already failed is not reused: loading afresh reports it;
    // nor one whose link is about to end, which could not fetch the rest of the song.
    const preloaded =
      this.nextTrack?.id === track.id &&
      !this.upcoming.error &&
      this.upcomingLinkEndsAt - core.now() > LINK_MARGIN_MS;
    if (preloaded || overlap > 0)
      this.handOff((previous) => core.crossfade.outgoing(previous, overlap), preloaded);
    if (preloaded) {
      // Its first seconds are already buffered.
      if (Math.abs(this.audio.currentTime - start) > 0.05) this.audio.currentTime = start;
    } else if (link) {
      this.pendingSeek = start || null;
      core.offline?.loading(track.id, link.url);
      this.audio.src = link.url;
    }
    this.nextTrack = null;
    const gainDb = core.crossfade.gainOf(track);
    core.output.setGain(this.audio, gainDb);
    void core.output.fade(this.audio, overlap > 0 ? 0 : 1, 0);
    core.store.set({ currentTime: start, gainDb }, true);
    updateMediaSession(core);
  }

  async startPlayback(choice: number) {
    const { core } = this;
    if (core.gate) {
      const may = await core.gate.mayStart({ ask: !core.byProgramme });
      if (choice !== core.choice) return; // a newer choice came while the gate was asked
      if (!may) return core.store.set({ loading: false });
    }
    const audio = this.audio;
    try {
      await audio.play();
    } catch (error) {
      if (choice !== core.choice) return; // a newer choice silenced this one
      // A failed source also fires "error", which skips the song; anything else is logged.
      const needsGesture = refusedByPolicy(error);
      if (!needsGesture) log("playback did not start", error);
      if (!audio.error) core.store.set({ loading: false, needsGesture });
    }
  }

  /** The next song in the queue, loaded ahead into `upcoming` while this one plays. */
  async preloadNext() {
    const { core } = this;
    const choice = core.choice;
    const position = core.queue.position;
    if (!position || position.source.total < 2) return;
    try {
      const next = core.queue.nextPosition(position);
      const upcoming = await next.source.trackAt(next.index);
      // A newer choice preloads its own next song, and after stop() nothing loads.
      if (choice !== core.choice || !upcoming || core.queue.blocked.has(upcoming.id)) return;
      if (upcoming.id === this.nextTrack?.id || upcoming.id === core.store.snapshot.track?.id)
        return;
      // Offline, only a song on the device can be preloaded (its link is its plain path).
      const { link } = await permit(core, upcoming.id);
      if (choice !== core.choice || !link) return;
      this.nextTrack = upcoming;
      this.upcomingLinkEndsAt = link.endsAt;
      core.offline?.loading(upcoming.id, link.url);
      this.upcoming.src = link.url;
      // Ready where its sound begins (before the metadata, the start position is kept).
      const start = leadingSilence(upcoming);
      if (start) this.upcoming.currentTime = start;
      core.output.setGain(this.upcoming, core.crossfade.gainOf(upcoming));
    } catch (error) {
      log("could not preload the next song", error);
    }
  }

  /**
   * The element playing leaves the player (`leave` lets it fade out or stops it), and the
   * preloaded one, or else an idle one, plays from now on.
   */
  handOff(leave: (previous: AudioLike) => void, preloaded = false) {
    const previous = this.audio;
    this.unbind(previous);
    leave(previous);
    this.audio = this.bind(preloaded ? this.upcoming : this.idleElement());
    if (preloaded) this.upcoming = this.idleElement();
  }

  /** `element`, emptied, waits to be used again unless it is one of the two in use. */
  takeBack(element: AudioLike) {
    if (element !== this.audio && element !== this.upcoming && !this.idle.includes(element))
      this.idle.push(element);
  }

  private newElement(): AudioLike {
    const element = this.core.createAudio();
    this.core.output.attach(element);
    return element;
  }

  private idleElement(): AudioLike {
    return this.idle.pop() ?? this.newElement();
  }

  private bind(element: AudioLike): AudioLike {
    for (const [type, handler] of this.events()) element.addEventListener(type, handler);
    return element;
  }

  private unbind(element: AudioLike) {
    for (const [type, handler] of this.events()) element.removeEventListener(type, handler);
  }

  /** The playing element's events, and what each of them moves. */
  private events(): [string, () => void][] {
    return [
      ["timeupdate", this.onTime],
      ["durationchange", this.onDuration],
      ["loadedmetadata", this.onMetadata],
      ["play", this.onPlay],
      ["playing", this.onPlaying],
      ["waiting", this.onWaiting],
      ["pause", this.onPause],
      ["ended", this.onEnded],
      ["error", this.onError],
    ];
  }

  private onTime = () => {
    const { core } = this;
    if (this.audio.currentTime !== core.store.snapshot.currentTime) core.failures.clearStall();
    core.store.set({ currentTime: this.audio.currentTime });
    // Offline, the lease is watched while a song plays, not only at the next song.
    if (!this.audio.paused && core.offline?.isOffline() && !core.offline.mayPlayOffline())
      return core.failures.stopForLease();
    core.crossfade.nearEnd();
  };
  private onDuration = () => {
    if (Number.isFinite(this.audio.duration))
      this.core.store.set({ duration: this.audio.duration });
  };
  private onMetadata = () => {
    if (this.pendingSeek !== null) {
      this.audio.currentTime = this.pendingSeek;
      this.pendingSeek = null;
    }
    this.onDuration();
  };
  private onPlay = () => {
    this.core.store.set({ playing: true, resumable: false });
    updateMediaSession(this.core);
    void this.preloadNext();
  };
  private onPlaying = () => {
    const { core } = this;
    core.failures.clearStall();
    core.crossfade.beginCrossfade();
    core.failures.sounded();
    core.store.set({ loading: false, offlineLeaseEnded: false, needsGesture: false });
    const track = core.store.snapshot.track;
    if (track) core.store.tell((observer) => observer.sounding(track, core.audioChoice));
  };
  private onWaiting = () => {
    this.core.store.set({ loading: true });
    this.core.store.tell((observer) => observer.silent(false));
    this.core.failures.watchStall();
  };
  private onPause = () => {
    this.core.failures.clearStall();
    this.core.store.tell((observer) => observer.silent(true));
    this.core.store.set({ playing: false }, true);
    updateMediaSession(this.core);
  };
  // The song the listener left can still end or fail before the new one silences it
  // (its page of the queue may be on its way): that is no reason to move the queue.
  private onEnded = () => {
    const { core } = this;
    const over = () => core.store.tell((observer) => observer.over("ended"));
    if (core.audioChoice !== core.choice) return over();
    // Ended within a pause's fade: the listener paused, so nothing more starts by itself.
    if (this.pausing === this.audio) {
      this.pausing = null;
      return over();
    }
    if (core.crossfade.startReady()) return;
    over();
    void core.messages.thenAdvance();
  };
  private onError = () => this.core.failures.loadFailed();
}

/** The browser's autoplay policy refused: only a touch of the page lets sound start. */
const refusedByPolicy = (error: unknown) =>
  error instanceof Error && error.name === "NotAllowedError";
