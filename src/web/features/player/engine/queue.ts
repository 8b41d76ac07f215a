/**
 * The queue: the list, genre or search a song was chosen from, and where in it the
 * player is — the listener's moves (a song chosen, "Siguiente", "Anterior"), the queue
 * moving on by itself, blocked songs passed, "Aleatorio" — and the checks a chosen song
 * passes before it plays.
 */
import { newShuffleSeed } from "../shuffle-order";
import { shuffledSource } from "../shuffled-source";
import { wrapIndex, type QueueSource, type Track } from "../track";
import { permit, stillExists, type Permit } from "./access";
import { log } from "./dependencies";
import { updateMediaSession } from "./media-session";
import type { Choices, EngineContext, Position, QueuePort } from "./ports";
import { initialSnapshot, type PlayerSnapshot } from "./store";

/** What the queue reaches of the engine. */
type QueueContext = Pick<
  EngineContext,
  | "api"
  | "now"
  | "offline"
  | "output"
  | "store"
  | "mediaSession"
  | "transport"
  | "crossfade"
  | "failures"
  | "schedule"
  | "messages"
> &
  Choices;

/** The player's position as others see it (the offline reserve plans from it). */
export interface QueuePosition {
  key: string;
  total: number;
  index: number;
  trackAt(index: number): Promise<Track | null>;
}

export class Queue implements QueuePort {
  /** The newest choice's position, and whether the queue moved there by itself. */
  position: Position | null = null;
  automatic = false;
  /** The position of the song on screen and saved, which a choice being made is not yet. */
  shown: Position | null = null;
  /**
   * Songs the listener blocked while a queue was already read (decision 015): the server's
   * lists leave them out from then on, but pages the queue holds still have them.
   */
  readonly blocked = new Set<string>();
  /** The way the queue is moving, so a blocked song is passed in that direction. */
  direction: 1 | -1 = 1;
  private blockedInARow = 0;

  constructor(private readonly core: QueueContext) {}

  /**
   * What plays after `position` when the queue moves on by itself: the next song of its
   * source, from the first again after the last (a shuffled one in its next turn's
   * order), or the source of a slot that began meanwhile. Every "what next" of the engine
   * asks here — a song's end, a failure, the song checked ahead, the one preloaded, a block.
   */
  nextPosition(position: Position): Position {
    const slotBegins = this.core.schedule.positionAfter(position);
    if (slotBegins) return slotBegins;
    const { source } = position;
    // A shuffled list that comes round plays its next turn in a new order.
    if (source.shuffled && position.index + 1 >= source.total)
      return { source: source.shuffled.nextTurn(), index: 0 };
    return { source, index: wrapIndex(position.index + 1, source.total) };
  }

  /**
   * Where the player is in its queue (the song on screen), for the offline reserve:
   * the list's key and length, the position, and its songs by index.
   */
  queuePosition(): QueuePosition | null {
    const shown = this.shown;
    if (!shown) return null;
    return {
      key: shown.source.key,
      total: shown.source.total,
      index: shown.index,
      trackAt: (index) => shown.source.trackAt(index),
    };
  }

  /** Plays the song at `index` of `source`, the list the listener chose it from. */
  choose(source: QueueSource, index: number) {
    const { core } = this;
    core.output.start();
    core.failures.failuresInARow = 0;
    this.blockedInARow = 0;
    const going = this.go({ source, index }, false);
    // The chosen song plays at once; the rest of its list follows in shuffled order.
    if (core.store.snapshot.shuffle && !source.shuffled) void this.shuffleQueue({ source, index });
    return going;
  }

  /**
   * The listener's "Siguiente" / "Anterior", from the song they chose last or see: an
   * advance of the queue by itself that is not on screen yet (a song ending as the
   * button is pressed) is the same move, not one more.
   */
  async step(direction: 1 | -1) {
    this.core.output.start();
    const from = (this.automatic && this.shown) || this.position;
    if (!from || from.source.total === 0) return;
    this.direction = direction;
    const to =
      direction === 1
        ? this.nextPosition(from)
        : { source: from.source, index: wrapIndex(from.index - 1, from.source.total) };
    await this.choose(to.source, to.index);
  }

  /** The queue moves on by itself: the song ended, or could not play. */
  async advance() {
    const position = this.position;
    if (!position || position.source.total === 0) return;
    this.direction = 1;
    await this.go(this.nextPosition(position), true);
  }

  /**
   * "Aleatorio" on: the queue goes on from the song on screen in a new shuffled order of
   * its whole source; off: in the source's own order, from the same song.
   */
  async setShuffle(on: boolean) {
    this.core.store.set({ shuffle: on }, true);
    const position = this.shown ?? this.position;
    if (on && position) await this.shuffleQueue(position);
    else this.reorder((position) => position.source.shuffled && unshuffledPosition(position));
  }

  /**
   * "No reproducir en mi negocio": never again in this queue; if it is the song on
   * screen, the queue moves on to the next at once (playing if it was playing).
   */
  block(songId: string) {
    const { core } = this;
    const { transport, crossfade } = core;
    this.blocked.add(songId);
    if (crossfade.readyNext?.id === songId) crossfade.forgetNext();
    if (transport.nextTrack?.id === songId) {
      transport.nextTrack = null;
      transport.upcoming.removeAttribute("src");
    }
    if (core.store.snapshot.track?.id !== songId) return;
    const position = this.shown ?? this.position;
    if (!position || position.source.total < 2) return void this.stop();
    this.direction = 1;
    this.blockedInARow = 0;
    const next = this.nextPosition(position);
    if (core.store.snapshot.playing || core.deciding !== null) return this.go(next, true);
    return this.showPaused(next);
  }

  /** "Permitir de nuevo": the song may sound again. */
  unblock(songId: string) {
    this.blocked.delete(songId);
  }

  /** Silence and forget the queue (logging out): nothing still on its way plays after. */
  stop() {
    const { core } = this;
    const { transport, store } = core;
    core.messages.stop();
    store.tell((observer) => observer.over("stopped"));
    core.choice += 1;
    core.deciding = null;
    core.crossfade.silence();
    transport.upcoming.removeAttribute("src");
    transport.upcoming.load();
    transport.nextTrack = null;
    this.position = this.shown = null;
    core.failures.failuresInARow = 0;
    store.set({ ...initialSnapshot(store.snapshot.volume), sound: store.snapshot.sound });
    updateMediaSession(core);
  }

  /** The song the listener sees from now on, at `position` in its queue. */
  show(position: Position, track: Track, changes: Partial<PlayerSnapshot>) {
    this.core.schedule.arrived(position);
    // Shuffled while its song was on its way: it is shown in the shuffled order.
    const newest = this.position;
    if (newest?.source.shuffled?.unshuffled === position.source)
      position = {
        source: newest.source,
        index: newest.source.shuffled.indexOfSource(position.index),
      };
    this.shown = position;
    this.core.store.set({
      track,
      sourceKey: position.source.key,
      currentTime: 0,
      duration: track.durationSeconds,
      ...changes,
    });
  }

  /**
   * Makes the song at `position` the newest choice. The queue moves at once, so a second
   * "Siguiente" before this one loads goes one further; the song shows as loading as
   * soon as the queue has it, and plays once checked.
   */
  private async go(position: Position, automatic: boolean) {
    const { core } = this;
    // Whatever was heard is over (after an end, there is nothing left to close).
    core.store.tell((observer) => observer.over("left"));
    const choice = ++core.choice;
    this.position = position;
    this.automatic = automatic;
    core.deciding = choice;
    const decided = await this.decide(choice, position, automatic).finally(() =>
      core.doneDeciding(choice),
    );
    if (!decided || choice !== core.choice) return;
    core.transport.load(decided.track, choice, decided.link);
    await core.transport.startPlayback(choice);
  }

  /**
   * The song at `position` once shown and checked (product §4: it must still exist and the
   * user must have access, asked in parallel), with the link to its audio, or null when
   * it is not to play.
   */
  private async decide(
    choice: number,
    position: Position,
    automatic: boolean,
  ): Promise<{ track: Track; link: Permit["link"] } | null> {
    const { core } = this;
    const { failures } = core;
    let track: Track | null = null;
    try {
      track = await position.source.trackAt(position.index);
    } catch (error) {
      log("could not load the queue", error);
    }
    if (choice !== core.choice) return null;
    if (!track) {
      // The queue could not be read: the song on screen stays where it is, as this
      // choice's, so that its end (or the next "Siguiente") tries the next one again.
      this.position = this.shown ?? position;
      core.audioChoice = choice;
      if (automatic) core.store.notify({ kind: "unplayable" });
      return null;
    }
    if (this.blocked.has(track.id)) {
      void this.passBlocked(position, automatic);
      return null;
    }
    core.crossfade.silence();
    this.show(position, track, { loading: true, playing: false, resumable: false });
    const [exists, { active, link, offline }] = await Promise.all([
      stillExists(core, track),
      permit(core, track.id),
    ]);
    if (choice !== core.choice) return null;
    if (offline === "leaseEnded") failures.stopForLease();
    // Not on the device, and no connection: the next song that is, without waiting.
    else if (offline === "missing") void failures.skipMissing();
    else if (!active) failures.refuse();
    // Reached by the queue itself, a deleted song is passed like one that fails to load.
    else if (!exists && automatic) void failures.skipOn(track);
    else if (!exists) this.clear();
    return active && exists && !offline ? { track, link } : null;
  }

  /**
   * A blocked song in a queue read before the block: the next one in the queue's
   * direction instead, quietly (the listener asked for it). A queue of nothing but
   * blocked songs stops rather than going round for ever.
   */
  private async passBlocked(position: Position, automatic: boolean) {
    this.blockedInARow += 1;
    if (this.blockedInARow >= position.source.total) {
      this.blockedInARow = 0;
      this.stop();
      return;
    }
    const index = wrapIndex(position.index + this.direction, position.source.total);
    await this.go({ source: position.source, index }, automatic);
  }

  /**
   * The song at `position` on screen, paused and not yet loaded (as a restored one is):
   * "Reproducir" then checks and loads it. Blocked songs are passed on the way.
   */
  async showPaused(position: Position) {
    const { core } = this;
    core.store.tell((observer) => observer.over("left"));
    const choice = ++core.choice;
    this.position = position;
    this.automatic = false;
    core.crossfade.silence();
    core.store.set({ playing: false, loading: false });
    for (let tries = 0; tries < position.source.total; tries++) {
      const track = await position.source.trackAt(position.index).catch(() => null);
      if (choice !== core.choice) return;
      if (!track) return this.clear();
      if (!this.blocked.has(track.id)) {
        this.show(position, track, { resumable: true });
        updateMediaSession(core);
        return;
      }
      position = {
        source: position.source,
        index: wrapIndex(position.index + 1, position.source.total),
      };
      this.position = position;
    }
    this.stop();
  }

  private clear() {
    this.core.crossfade.silence();
    this.shown = null;
    this.core.store.set(
      { track: null, loading: false, playing: false, currentTime: 0, duration: 0 },
      true,
    );
    updateMediaSession(this.core);
  }

  /** `position`'s source shuffled from its song on, if it is still the queue by then. */
  private async shuffleQueue(position: Position) {
    if (position.source.shuffled) return;
    const source = position.source;
    let shuffled: QueueSource;
    try {
      shuffled = await shuffledSource(source, { seed: newShuffleSeed(), first: position.index });
    } catch (error) {
      log("could not shuffle the queue", error);
      return this.core.store.set({ shuffle: false });
    }
    if (!this.core.store.snapshot.shuffle) return;
    this.reorder(
      (at) =>
        at.source === source && {
          source: shuffled,
          index: shuffled.shuffled?.indexOfSource(at.index) ?? at.index,
        },
    );
  }

  /** The same song in another order of its queue: the next one is preloaded afresh. */
  private reorder(moved: (position: Position) => Position | false | undefined) {
    const position = this.position && moved(this.position);
    const shown = this.shown && moved(this.shown);
    if (position) this.position = position;
    if (shown) this.shown = shown;
    if (!position && !shown) return;
    this.core.crossfade.forgetNext();
    this.core.store.set({ sourceKey: this.shown?.source.key ?? null }, true);
    if (this.core.transport.nextTrack !== null) void this.core.transport.preloadNext();
  }
}

/** A shuffled position back in its source's own order. */
function unshuffledPosition(position: Position): Position | undefined {
  const shuffled = position.source.shuffled;
  return shuffled && { source: shuffled.unshuffled, index: shuffled.sourceIndexAt(position.index) };
}
