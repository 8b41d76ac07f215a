import { SPAN_BEYOND_HEARD_MS } from "~/shared/play-log/recording";
import type { PlayEnding, PlayKind, PlayOrigin } from "~/shared/play-log/play-facts";
import type { PlayReport } from "~/shared/play-log/schema";
import type { OfflineLease } from "~/shared/player/schema";

/** Paused longer than this, a play is over: "pausada y abandonada". */
export const PAUSE_LIMIT_MS = 30 * 60_000;

/**
 * The silence a play may hold between its stretches of sound, in all (decision 032): a
 * moment of buffering, a seek. A longer silence — a pause the listener resumes, a stall —
 * ends the play where its sound stopped, and the song goes on in a new play. A second
 * below what the server takes, which the seconds heard, rounded down, may use.
 */
export const SILENCE_IN_PLAY_MS = SPAN_BEYOND_HEARD_MS - 1000;

/** A play still being heard, as it is kept in case the page goes away. */
export interface OpenPlay {
  id: string;
  establishmentId: string;
  /** The zone whose stream it is (absent in plays kept before zones: the Principal zone). */
  zoneId?: string;
  /** A message of the account's own (decision 028); absent: a song. */
  kind?: PlayKind;
  songId: string;
  startedAt: string;
  deviceId: string;
  origin: PlayOrigin;
  /** The offline lease the device held when the play began (a late play must lie in it). */
  lease: OfflineLease | null;
  /** Time heard up to the last sound or silence, in milliseconds. */
  heardMs: number;
  /**
   * Silence between its stretches of sound so far, in milliseconds: its start, the time
   * heard and this are where its sound last stopped (absent in plays kept before: none).
   */
  silentMs?: number;
}

/** Where the play being heard is kept, so that a reload or a crash cannot lose it. */
export interface OpenPlayStore {
  save(play: OpenPlay | null): void;
}

export interface PlayTrackerDependencies {
  /** The clock plays are dated by: the server's, as the device best knows it. */
  now: () => number;
  newId: () => string;
  /** The establishment the browser plays for; null: nothing is recorded. */
  establishmentId: () => string | null;
  /** The zone of it the browser plays (null: its Principal zone). */
  zoneId?: () => string | null;
  deviceId: () => string;
  /** Where the song's audio comes from: the network, or the device's offline reserve. */
  origin: (songId: string) => PlayOrigin;
  /** The offline lease the device holds now, if any. */
  lease: () => OfflineLease | null;
  store: OpenPlayStore;
  /** A play is over: queue it for the server. */
  finished: (play: PlayReport) => void;
  /** What this tracker hears: songs, or the account's messages (a tracker of its own). */
  kind?: PlayKind;
}

/** What the player tells the tracker: its playback observer, seen from here. */
export interface PlaybackEvents {
  sounding(track: { id: string }, playId: number): void;
  silent(paused: boolean): void;
  over(reason: "ended" | "left" | "stopped"): void;
}

interface Hearing {
  play: OpenPlay;
  /** The player's name for this hearing: the same one sounding again is a resume. */
  playId: number;
  /** When the current stretch of sound began; null while silent. */
  soundingSince: number | null;
  /** When the sound last stopped (a pause, buffering); null while sounding. */
  silentSince: number | null;
  /** When the listener paused; null while sounding or buffering. */
  pausedAt: number | null;
}

/** Milliseconds as seconds to a tenth, never more than they were (the server checks). */
export const secondsOf = (ms: number) => Math.max(0, Math.floor(ms / 100) / 10);

/**
 * A kept play as the report the server takes, ended as `ending` at `endedAt` — or where
 * its sound stopped, if that was before (decision 032: a play lasts what was heard, and
 * the silences it holds): the time heard never exceeds the time that passed between start
 * and end, and that time never exceeds it by more than SILENCE_IN_PLAY_MS.
 */
export function reportOf(play: OpenPlay, ending: PlayEnding, endedAt: number): PlayReport {
  const start = Date.parse(play.startedAt);
  const end = Math.max(start, Math.min(endedAt, start + play.heardMs + (play.silentMs ?? 0)));
  return {
    id: play.id,
    establishmentId: play.establishmentId,
    ...(play.zoneId ? { zoneId: play.zoneId } : {}),
    ...(play.kind === "message" ? { kind: play.kind } : {}),
    songId: play.songId,
    startedAt: play.startedAt,
    endedAt: new Date(end).toISOString(),
    secondsHeard: secondsOf(Math.min(play.heardMs, end - start)),
    ending,
    deviceId: play.deviceId,
    origin: play.origin,
    lease: play.lease,
  };
}

/**
 * Turns what the player says (sounding, silent, over) into plays: when each began, the
 * time actually heard (stretches of sound, not the position: seeking adds nothing,
 * buffering counts nothing), where it ended — where its sound stopped — and how —
 * - ended: the song reached its end;
 * - skipped: another song was chosen while it sounded (next, previous, a click);
 * - abandoned: it was paused, then another song came, the page went away, or the pause
 *   went past PAUSE_LIMIT_MS;
 * - stopped: the player stopped (logout, access ended);
 * - interrupted: its sound stopped for longer than SILENCE_IN_PLAY_MS (a pause, a stall)
 *   and came back: the song goes on in a new play, from then.
 */
export class PlayTracker implements PlaybackEvents {
  private hearing: Hearing | null = null;

  constructor(private readonly deps: PlayTrackerDependencies) {}

  sounding(track: { id: string }, playId: number) {
    const now = this.deps.now();
    const current = this.hearing;
    if (current && current.playId === playId && current.play.songId === track.id) {
      if (current.soundingSince !== null) return this.keep();
      const silence = now - (current.silentSince ?? now);
      const silentMs = (current.play.silentMs ?? 0) + silence;
      if (current.pausedAt !== null && now - current.pausedAt >= PAUSE_LIMIT_MS) {
        this.finish("abandoned", current.pausedAt + PAUSE_LIMIT_MS);
      } else if (silentMs > SILENCE_IN_PLAY_MS) {
        // The play ends where its sound stopped; the song goes on in a new one, from now.
        this.finish("interrupted");
      } else {
        current.play.silentMs = silentMs;
        current.soundingSince = now;
        current.silentSince = null;
        current.pausedAt = null;
        return this.keep();
      }
    }
    // The song before ends where this one begins (a crossfade included): one stream.
    if (this.hearing) this.finish(this.hearing.pausedAt === null ? "skipped" : "abandoned", now);
    const establishmentId = this.deps.establishmentId();
    if (!establishmentId) return;
    const zoneId = this.deps.zoneId?.();
    this.hearing = {
      play: {
        id: this.deps.newId(),
        establishmentId,
        ...(zoneId ? { zoneId } : {}),
        ...(this.deps.kind === "message" ? { kind: "message" as const } : {}),
        songId: track.id,
        startedAt: new Date(now).toISOString(),
        deviceId: this.deps.deviceId(),
        origin: this.deps.origin(track.id),
        lease: this.deps.lease(),
        heardMs: 0,
      },
      playId,
      soundingSince: now,
      silentSince: null,
      pausedAt: null,
    };
    this.keep();
  }

  silent(paused: boolean) {
    const current = this.hearing;
    if (!current) return;
    this.addHeard(current);
    if (paused) current.pausedAt ??= this.deps.now();
    this.keep();
  }

  over(reason: "ended" | "left" | "stopped") {
    const current = this.hearing;
    if (!current) return;
    const left = current.pausedAt === null ? "skipped" : "abandoned";
    this.finish(reason === "left" ? left : reason);
  }

  /** The page is going away: whatever is open is abandoned, with what was heard. */
  leave() {
    if (this.hearing) this.finish("abandoned");
  }

  /** Called every few seconds: ends a pause gone too long, and keeps the time heard so far. */
  tick() {
    const current = this.hearing;
    if (!current) return;
    if (current.pausedAt !== null && this.deps.now() - current.pausedAt >= PAUSE_LIMIT_MS)
      // Abandoned when the pause reached its limit, not when this tick noticed it.
      return this.finish("abandoned", current.pausedAt + PAUSE_LIMIT_MS);
    this.keep();
  }

  private addHeard(current: Hearing, now = this.deps.now()) {
    if (current.soundingSince === null) return;
    current.play.heardMs += Math.max(0, now - current.soundingSince);
    current.soundingSince = null;
    current.silentSince = now;
  }

  private finish(ending: PlayEnding, now = this.deps.now()) {
    const current = this.hearing;
    if (!current) return;
    this.addHeard(current, now);
    this.hearing = null;
    this.deps.store.save(null);
    this.deps.finished(reportOf(current.play, ending, now));
  }

  /** Keeps the open play with the time heard up to now, the current stretch included. */
  private keep() {
    const current = this.hearing;
    if (!current) return this.deps.store.save(null);
    const stretch =
      current.soundingSince === null ? 0 : Math.max(0, this.deps.now() - current.soundingSince);
    this.deps.store.save({ ...current.play, heardMs: current.play.heardMs + stretch });
  }
}
