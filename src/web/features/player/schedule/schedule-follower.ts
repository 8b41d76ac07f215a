/**
 * The player follows its establishment's schedule by itself (decisions 021 and 022):
 * the evaluator (`shared/schedules`) says what should play now and until when, and at
 * each change this tells the engine — a slot's source after the song playing, the
 * closing's fade, the opening's start. It works from the device's copy of the schedule,
 * so offline too, and says what plays and why for the screen.
 */
import { nextChanges, whatPlays, type WhatPlays } from "~/shared/schedules/evaluate";
import { nextCurveStep } from "~/shared/schedules/volume-curve";
import type { Schedule, ScheduleSource } from "~/shared/schedules/schema";
import type { QueueSourceDescriptor } from "~/shared/player/music-state";
import { pauseWindow } from "~/shared/seasonal-pauses/pause-window";
import type { ZonePauseState } from "~/shared/seasonal-pauses/schema";
import { SnapshotSource } from "~/web/lib/snapshot-source";
import type { SlotTurn } from "../player-engine";
import type { QueueSource } from "../track";
import { playsSource, type SlotSources } from "./slot-sources";

/** What the follower asks of the player. */
export interface FollowedPlayer {
  beginSlot(turn: SlotTurn): Promise<void>;
  close(): Promise<void>;
  playByProgramme(): Promise<void>;
  /** "Volumen por horas": the zone's volume (0–1) from now on, not kept as the device's own. */
  setVolume(volume: number, options: { remember?: boolean }): void;
  queueDescriptor(): QueueSourceDescriptor | null;
  getSnapshot(): { track: unknown; playing: boolean };
}

export interface FollowerSnapshot {
  establishmentId: string | null;
  /** The schedule followed (null: none, the player plays what is chosen by hand). */
  schedule: Schedule | null;
  /** What the schedule says now (null without one). */
  plays: WhatPlays | null;
  /** Counts the changes of source the schedule made: the page shows the new one. */
  turns: number;
  /** The zone's seasonal pause, running or to come (decision 044); null: none, or not known. */
  pause: ZonePauseState | null;
}

/** Timers wait at most this long, then look again: a device that slept catches up. */
const LOOK_AGAIN_MS = 60_000;
/** A reload waits this long at most for the saved song before it follows the schedule. */
const RESTORE_WAIT_MS = 4_000;
/** The coming slots whose songs are made ready ahead (for the offline reserve). */
const COMING_SLOTS = 3;

const empty: FollowerSnapshot = {
  establishmentId: null,
  schedule: null,
  plays: null,
  turns: 0,
  pause: null,
};

/**
 * A seasonal pause running at `now` silences the zone as a closing does, until the first
 * local midnight after its last day (decision 044), with or without a programme.
 */
function pausedPlays(pause: ZonePauseState | null, now: number): WhatPlays | null {
  if (!pause?.pause) return null;
  const { start, end } = pauseWindow(pause.pause, pause.timeZone);
  if (now < start || now >= end) return null;
  const until = new Date(end).toISOString();
  return { source: null, shuffle: false, volume: null, reason: { kind: "closed", until } };
}

/**
 * Names a state of the schedule: the same name, nothing to change. A slot in force whose
 * music was changed (by hand, or by head office for every zone: decision 043) is another.
 */
function stateKey(plays: WhatPlays): string {
  const { reason } = plays;
  if (reason.kind === "slot")
    return `slot:${reason.slot.id}:${reason.specialDate ?? ""}:${JSON.stringify(plays.source)}`;
  if (reason.kind === "override") return `override:${JSON.stringify(plays.source)}`;
  return reason.kind;
}

export class ScheduleFollower extends SnapshotSource<FollowerSnapshot> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The state last acted on, and whether the player has been set going once. */
  private actedOn: { key: string; plays: WhatPlays } | null = null;
  private started = false;
  private coming: QueueSource[] = [];
  /** The volume (0–100) the programme last set: a step sets it once, the hand may move it. */
  private volumeSet: number | null = null;

  constructor(
    private readonly deps: {
      player: FollowedPlayer;
      sources: SlotSources;
      now: () => number;
      /** Resolves once the saved song was put back (or could not be). */
      restored: () => Promise<void>;
    },
  ) {
    super(empty);
  }

  /** The coming slots' queues made so far, for the offline reserve (soonest first). */
  comingSources(): readonly QueueSource[] {
    return this.coming;
  }

  /** Follows `schedule` of `establishmentId` from now on (null: no schedule). */
  follow(establishmentId: string | null, schedule: Schedule | null) {
    const changedEstablishment = establishmentId !== this.snapshot.establishmentId;
    if (changedEstablishment) this.actedOn = null;
    // A schedule saved again may name other lists; the same one read again keeps its queues.
    if (schedule?.updatedAt !== this.snapshot.schedule?.updatedAt) this.deps.sources.forget();
    this.set({ establishmentId, schedule });
    void this.check();
  }

  /** Follows the zone's seasonal pause from now on (null: none). */
  followPause(pause: ZonePauseState | null) {
    if (JSON.stringify(pause) === JSON.stringify(this.snapshot.pause)) return;
    this.set({ pause });
    void this.check();
  }

  stop() {
    clearTimeout(this.timer);
    this.actedOn = null;
    this.volumeSet = null;
    this.started = false;
    this.set(empty);
  }

  /** Looks at the schedule now, acts on a change, and waits for the next one. */
  private async check() {
    clearTimeout(this.timer);
    const { schedule, pause } = this.snapshot;
    const now = this.deps.now();
    const paused = pausedPlays(pause, now);
    if (!schedule && !paused) {
      this.actedOn = null;
      if (this.snapshot.plays) this.set({ plays: null });
      // A pause to come: looked at again when it begins.
      if (pause?.pause) this.timer = setTimeout(() => void this.check(), LOOK_AGAIN_MS);
      return;
    }
    const plays = paused ?? whatPlays(schedule as Schedule, new Date(now));
    this.set({ plays });
    const until = Math.min(
      plays.reason.until ? Date.parse(plays.reason.until) : Infinity,
      schedule ? (nextCurveStep(schedule, now) ?? Infinity) : Infinity,
    );
    this.timer = setTimeout(
      () => void this.check(),
      Math.max(0, Math.min(until - now, LOOK_AGAIN_MS)),
    );
    const key = stateKey(plays);
    const before = this.actedOn;
    if (before?.key === key) return this.followVolume(plays);
    this.actedOn = { key, plays };
    if (schedule) void this.prepareComing(schedule, now);
    try {
      await this.act(plays, before?.plays ?? null);
      if (this.isCurrent(plays)) this.followVolume(plays);
    } catch (error) {
      // Its songs could not be read (offline, and never made before): looked at again later.
      console.warn("[player] could not follow the schedule", error);
      if (this.actedOn?.key === key) this.actedOn = before;
    }
  }

  private async act(plays: WhatPlays, before: WhatPlays | null) {
    const { player, sources } = this.deps;
    const { reason, source } = plays;
    if (reason.kind === "closed") {
      // A pause stops what plays even on the first look (a page opened mid-pause).
      if (before || pausedPlays(this.snapshot.pause, this.deps.now())) await player.close();
      return;
    }
    if (!source) return; // open without a slot: what the listener chooses
    if (!this.started) {
      // The first look after the page opened (a reload, a restart): the saved song comes
      // back first, and goes on where it was if it is the slot's.
      this.started = true;
      await Promise.race([this.deps.restored(), delay(RESTORE_WAIT_MS)]);
      if (!this.isCurrent(plays)) return;
      if (player.getSnapshot().track && playsSource(player.queueDescriptor(), source))
        return player.playByProgramme();
    }
    const queue = await sources.queueOf(source, plays.shuffle);
    if (!this.isCurrent(plays)) return;
    const byHand =
      reason.kind === "override" ||
      (before?.reason.kind === "override" && this.deps.now() < untilOf(before));
    await player.beginSlot({
      source: queue,
      volume: plays.volume === null ? null : plays.volume / 100,
      start: before === null || before.reason.kind === "closed" || byHand,
      immediately: byHand,
    });
    this.set({ turns: this.snapshot.turns + 1 });
  }

  /**
   * A step of "Volumen por horas" (or a slot's own volume) sets the volume once, when it
   * begins; a volume moved by hand since stays until the next step.
   */
  private followVolume(plays: WhatPlays) {
    if (plays.volume === null || plays.volume === this.volumeSet) return;
    this.volumeSet = plays.volume;
    this.deps.player.setVolume(plays.volume / 100, { remember: false });
  }

  private isCurrent(plays: WhatPlays) {
    return this.actedOn?.plays === plays;
  }

  /** The next slots' sources, made while online so that they can begin offline. */
  private async prepareComing(schedule: Schedule, now: number) {
    const seen = new Set<string>();
    const wanted: ScheduleSource[] = [];
    for (const change of nextChanges(schedule, new Date(now), 8)) {
      if (change.kind !== "slot") continue;
      const key = JSON.stringify(change.slot.source);
      if (seen.has(key)) continue;
      seen.add(key);
      wanted.push(change.slot.source);
      if (wanted.length === COMING_SLOTS) break;
    }
    const made = await Promise.all(
      wanted.map((source) => this.deps.sources.prepare(source).catch(() => null)),
    );
    this.coming = made.filter((queue): queue is QueueSource => queue !== null);
    this.set({});
  }
}

const untilOf = (plays: WhatPlays) =>
  plays.reason.until ? Date.parse(plays.reason.until) : Infinity;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
