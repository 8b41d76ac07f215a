/**
 * What the player does when a song will not sound — it fails to load, stalls, is not on
 * the device offline, or access has ended — so that the music never just stops in
 * silence: a song is loaded again once, or skipped with a word, or the reason is shown.
 */
import type { Track } from "../track";
import { permit } from "./access";
import { log } from "./dependencies";
import { updateMediaSession } from "./media-session";
import type { Choices, EngineContext, FailuresPort } from "./ports";

/** What the failures reach of the engine. */
type FailuresContext = Pick<
  EngineContext,
  "api" | "now" | "offline" | "store" | "mediaSession" | "transport" | "crossfade" | "queue"
> &
  Choices;

/** Songs that fail in a row before the player stops trying (a dead connection, say). */
const MAX_SKIPS_IN_A_ROW = 5;
/** A song that makes no progress this long while it should play is loaded again, then skipped. */
export const STALL_MS = 5_000;
/** A song that has not started this long after it was chosen (a slow line may need that long). */
export const START_STALL_MS = 15_000;

export class Failures implements FailuresPort {
  failuresInARow = 0;
  /** Songs passed in a row without a connection because the device lacks them. */
  private missingInARow = 0;
  private stallTimer: ReturnType<typeof setTimeout> | undefined;
  /** The choice whose song has sounded, and the one whose song failed and was loaded again. */
  private heardChoice = -1;
  private reloadedChoice = -1;

  constructor(private readonly core: FailuresContext) {}

  /** The song sounds: the failures before it are forgiven. */
  sounded() {
    this.failuresInARow = 0;
    this.missingInARow = 0;
    this.heardChoice = this.core.audioChoice;
  }

  /** The playing element reports an error. */
  loadFailed() {
    const { core } = this;
    this.clearStall();
    const audio = core.transport.audio;
    if (!audio.getAttribute("src") || core.audioChoice !== core.choice) return;
    log("the song could not be loaded", audio.error);
    // A song that was sounding fails once more than a song that never could: its link may
    // have ended (a long song, a long pause) or the connection blinked. It gets one new link.
    if (this.heardChoice === core.choice && this.reloadedChoice !== core.choice)
      void this.reloadWithNewLink();
    else void this.skipUnplayable();
  }

  /**
   * Offline, the song the queue reached is not on the device: on to the next one, at once,
   * until one is; after a whole turn of the list without any, the player says so.
   */
  async skipMissing() {
    const { core } = this;
    this.missingInARow += 1;
    const total = core.queue.position?.source.total ?? 0;
    if (total < 2 || this.missingInARow >= total) {
      this.missingInARow = 0;
      core.crossfade.silence();
      core.store.set({ loading: false, playing: false });
      core.store.notify({ kind: "offlineEmpty" });
      return;
    }
    await core.queue.advance();
  }

  /** The lease to play offline ran out: silence, until a connection renews it. */
  stopForLease() {
    const { core } = this;
    this.clearStall();
    core.store.tell((observer) => observer.over("stopped"));
    core.choice += 1;
    core.deciding = null;
    core.crossfade.silence();
    core.store.set({ playing: false, loading: false, offlineLeaseEnded: true }, true);
    updateMediaSession(core);
  }

  /** Access has ended: silence, and the subscription modal says why. */
  refuse() {
    this.core.store.tell((observer) => observer.over("stopped"));
    this.core.transport.audio.pause();
    this.core.store.set({ loading: false, subscriptionRequired: true }, true);
  }

  /** Moves past a song that cannot play, with a notice; gives up after a few in a row. */
  async skipOn(failed: Track) {
    const { core } = this;
    this.failuresInARow += 1;
    const total = core.queue.position?.source.total ?? 0;
    if (total < 2 || this.failuresInARow >= Math.min(total, MAX_SKIPS_IN_A_ROW)) {
      this.failuresInARow = 0;
      core.store.set({ loading: false });
      core.store.notify({ kind: "unplayable" });
      return;
    }
    core.store.notify({ kind: "skipped", title: failed.title });
    await core.queue.advance();
  }

  /**
   * A song that should play and makes no progress (a stalled stream) is loaded once more
   * from a fresh link where it was, then passed over: the player never stays silent.
   */
  watchStall() {
    const { core } = this;
    this.clearStall();
    const choice = core.choice;
    const started = this.heardChoice === choice;
    this.stallTimer = setTimeout(
      () => {
        this.stallTimer = undefined;
        if (choice !== core.choice || core.transport.audio.paused || core.deciding !== null) return;
        log("the song stalled");
        if (started && this.reloadedChoice !== choice) void this.reloadWithNewLink();
        else void this.skipUnplayable();
      },
      started ? STALL_MS : START_STALL_MS,
    );
  }

  clearStall() {
    clearTimeout(this.stallTimer);
    this.stallTimer = undefined;
  }

  /** The song that failed while sounding, from a fresh link, where it was. */
  private async reloadWithNewLink() {
    const { core } = this;
    const choice = core.choice;
    const { snapshot } = core.store;
    const track = snapshot.track;
    if (!track) return;
    this.reloadedChoice = choice;
    const audio = core.transport.audio;
    const wasPlaying = !audio.paused || snapshot.playing;
    const position = audio.currentTime || snapshot.currentTime;
    core.deciding = choice;
    try {
      const permitted = await permit(core, track.id);
      if (choice !== core.choice) return;
      if (permitted.offline === "leaseEnded") return this.stopForLease();
      if (permitted.offline === "missing") return void this.skipMissing();
      if (!permitted.active || !permitted.link) return this.refuse();
      core.transport.load(track, choice, permitted.link, position);
    } finally {
      core.doneDeciding(choice);
    }
    if (wasPlaying) await core.transport.startPlayback(choice);
  }

  /**
   * The newest choice's song cannot be played: unless access has ended (then the
   * subscription modal says why), say so and go on to the next song.
   */
  private async skipUnplayable() {
    const { core } = this;
    const choice = core.choice;
    const failed = core.store.snapshot.track;
    core.deciding = choice;
    core.crossfade.silence();
    core.store.set({ playing: false, loading: false });
    try {
      const permitted = await permit(core);
      if (choice !== core.choice) return; // the listener chose something else meanwhile
      if (permitted.offline === "leaseEnded") this.stopForLease();
      else if (permitted.offline) void this.skipMissing();
      else if (!permitted.active) this.refuse();
      else if (failed) void this.skipOn(failed);
    } finally {
      core.doneDeciding(choice);
    }
  }
}
