/**
 * The zone's messages, followed by the player (decision 029): it counts the songs that end,
 * tells the engine which message is due between songs, sets a timer for the next
 * exact-time one and plays it over the music, and plays one now when the remote asks.
 * It works from the device's copy of the zone's messages, so offline too; nothing sounds
 * while the establishment is closed (the schedule's evaluator says when).
 */
import { DEFAULT_DUCK_DB } from "~/shared/messages/ducking";
import {
  dueBetweenSongs,
  messagePlayed,
  songEnded,
  startBetweenSongs,
  type BetweenSongsState,
} from "~/shared/messages/between-songs";
import { nextExactCue, type ExactCue, type ZoneMessagePlan } from "~/shared/messages/exact-cues";
import type { Message, ZoneMessages } from "~/shared/messages/schema";
import type { BetweenSongsSource, MessageSpot } from "../player-engine";

/** What the follower asks of the player. */
export interface MessagesPlayer {
  getSnapshot(): { track: unknown; playing: boolean; message: unknown };
  /** Calls `over` with each end of a song's hearing. */
  observe(observer: {
    sounding(): void;
    silent(): void;
    over(reason: "ended" | "left" | "stopped"): void;
  }): () => void;
  playMessageOver(spot: MessageSpot, duckDb: number): Promise<void>;
  useMessages(source: BetweenSongsSource | null): void;
}

export interface MessagesFollowerDependencies {
  player: MessagesPlayer;
  now: () => number;
  /** Whether the establishment is open at an instant (no schedule: always). */
  isOpen: (instant: number) => boolean;
  /** Remembers the last exact cue played, so a reload does not play it twice. */
  storage: Pick<Storage, "getItem" | "setItem">;
}

/** A cue missed by more than this (a device asleep, a reload) is let go: it is too late. */
export const CUE_GRACE_MS = 60_000;
/** Timers wait at most this long, then look again: a device that slept catches up. */
const LOOK_AGAIN_MS = 60_000;
const PLAYED_KEY = "sonaria.lastMessageCue";

export const spotOf = (message: Message): MessageSpot => ({
  id: message.id,
  name: message.name,
  audioPath: message.audioPath,
  gainDb: message.gainDb,
  leadingSilenceSeconds: message.leadingSilenceSeconds,
});

export class MessagesFollower implements BetweenSongsSource {
  private plan: ZoneMessagePlan | null = null;
  private state: BetweenSongsState;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopObserving: (() => void) | null = null;

  constructor(private readonly deps: MessagesFollowerDependencies) {
    this.state = startBetweenSongs(deps.now());
  }

  /** Follows the zone's messages from now on (null: none). */
  follow(messages: ZoneMessages | null) {
    const { player } = this.deps;
    const plan = messages && {
      campaigns: messages.campaigns,
      messages: messages.messages,
      timeZone: messages.timeZone,
    };
    this.plan = plan && plan.campaigns.length + plan.messages.length > 0 ? plan : null;
    if (!this.plan) return this.stop();
    player.useMessages(this);
    this.stopObserving ??= player.observe({
      sounding: () => {},
      silent: () => {},
      over: (reason) => {
        if (reason === "ended") this.state = songEnded(this.state);
      },
    });
    this.schedule();
  }

  stop() {
    clearTimeout(this.timer);
    this.plan = null;
    this.deps.player.useMessages(null);
    this.stopObserving?.();
    this.stopObserving = null;
    this.state = startBetweenSongs(this.deps.now());
  }

  dueIfSongEnds(): MessageSpot | null {
    if (!this.plan) return null;
    const due = dueBetweenSongs(
      this.plan,
      songEnded(this.state),
      this.deps.now(),
      this.deps.isOpen,
    );
    return due && spotOf(due.message);
  }

  takeAfterSong(): MessageSpot | null {
    if (!this.plan) return null;
    const now = this.deps.now();
    const due = dueBetweenSongs(this.plan, this.state, now, this.deps.isOpen);
    if (!due) return null;
    this.state = messagePlayed(this.state, now, due);
    return spotOf(due.message);
  }

  /** "Reproducir ahora" from the remote: the message over the music, at once. */
  async playNow(messageId: string) {
    const message = this.plan?.messages.find((item) => item.id === messageId);
    if (!message) return;
    await this.over(spotOf(message), DEFAULT_DUCK_DB);
  }

  private async over(spot: MessageSpot, duckDb: number) {
    this.state = messagePlayed(this.state, this.deps.now());
    await this.deps.player.playMessageOver(spot, duckDb);
    this.state = messagePlayed(this.state, this.deps.now());
  }

  /** The last exact cue handled (played, or let go while paused): never handled twice. */
  private lastCue(): { key: string; at: number } | null {
    try {
      const kept = JSON.parse(this.deps.storage.getItem(PLAYED_KEY) ?? "null") as unknown;
      return kept && typeof kept === "object" ? (kept as { key: string; at: number }) : null;
    } catch {
      return null;
    }
  }

  /** Waits for the next exact-time cue (or a minute, to look again). */
  private schedule() {
    clearTimeout(this.timer);
    const plan = this.plan;
    if (!plan) return;
    const now = this.deps.now();
    const from = Math.max(now - CUE_GRACE_MS, (this.lastCue()?.at ?? -Infinity) + 1);
    const cue = nextExactCue(plan, from, this.deps.isOpen);
    const wait = cue ? cue.at - now : LOOK_AGAIN_MS;
    if (cue && wait <= 0) return void this.fire(cue);
    this.timer = setTimeout(() => this.schedule(), Math.min(wait, LOOK_AGAIN_MS));
  }

  private async fire(cue: ExactCue) {
    const { storage, player } = this.deps;
    const snapshot = player.getSnapshot();
    // A message already sounding (between songs) is not cut: this one waits for its end.
    if (snapshot.message) {
      this.timer = setTimeout(() => this.schedule(), 1_000);
      return;
    }
    storage.setItem(PLAYED_KEY, JSON.stringify({ key: cue.key, at: cue.at }));
    // Only over music that plays: a paused player stays silent, and the cue is let go.
    if (snapshot.playing && snapshot.track) await this.over(spotOf(cue.message), cue.duckDb);
    this.schedule();
  }
}
