import { holdsClaim, type Claimant, type HeldClaim } from "~/shared/devices/claimant";
import { CLAIM_HEARTBEAT_MS } from "~/shared/devices/playback-claim-timings";
import { playLogCopy } from "~/shared/copy/play-log";
import { LIVE_WINDOW_MS, recordingOf, SPAN_BEYOND_HEARD_MS } from "~/shared/play-log/recording";
import type { PlayKind } from "~/shared/play-log/play-facts";
import type { PlayReport } from "~/shared/play-log/schema";
import type { OfflineLease } from "~/shared/player/schema";
import type { AccessWindow } from "../../auth/access";

const errors = playLogCopy.errors;

/**
 * How far a device's reading may run ahead of the server's: the player sets its clock by
 * the server's answers, so only their travel time separates the two.
 */
export const CLOCK_SLACK_MS = 5_000;
/** Song lengths are measured at upload; a player's seconds heard may round past them. */
const SONG_LENGTH_SLACK_S = 1;

/**
 * How long a device that lost the claim may sound on: it hears of the take-over through
 * live events at once, or at its next heartbeat; one heartbeat may be missed.
 */
export const TAKE_OVER_GRACE_MS = 2 * CLAIM_HEARTBEAT_MS + CLOCK_SLACK_MS;

/**
 * A span of time one stream of a zone was taken by a play, on one device. Songs and
 * messages are two streams: a message at an exact time sounds over the lowered music
 * (decision 029), but two songs, or two messages, never sound at once.
 */
export interface Taken {
  startedAt: Date;
  endedAt: Date;
  deviceId: string;
  kind: PlayKind;
}

/**
 * A claim to play a zone (decision 018): it holds until the next one. It is held by its
 * device in the session that made it (decision 034; null: made before sessions were kept,
 * its device's in any session).
 */
export interface Claim extends HeldClaim {
  claimedAt: Date;
}

/** Why a play's claim fails it: another held the zone then, or nobody did. */
export type ClaimFault = "claimedElsewhere" | "notClaimed";

/**
 * Whether `claimant` — the play's device in the session that sends it — held the zone's
 * claim when the play began at `start`, given the zone's claims in order; null when it
 * did. A play needs its device's claim, made in the session that sends it (decision 034):
 * another session's claim under the same device id is another device's, and a zone never
 * claimed, or a moment before its first claim, takes no plays. The device's clock may be
 * off by CLOCK_SLACK_MS either way, so the play passes if the claimant held the claim at
 * any moment of [start - slack, start + slack]. `claims` must hold the claim in force at
 * `start - slack` (the latest before it) and those after.
 */
export function claimFaultAt(
  claims: Claim[],
  claimant: Claimant,
  start: number,
): ClaimFault | null {
  const from = start - CLOCK_SLACK_MS;
  const to = start + CLOCK_SLACK_MS;
  let inForce: Claim | null = null;
  const within: Claim[] = [];
  for (const claim of claims) {
    const at = claim.claimedAt.getTime();
    if (at <= from) inForce = claim;
    else if (at <= to) within.push(claim);
    else break;
  }
  const around = inForce ? [inForce, ...within] : within;
  if (around.some((claim) => holdsClaim(claim, claimant))) return null;
  return around.length > 0 ? "claimedElsewhere" : "notClaimed";
}

type Span = Omit<Taken, "kind">;

/**
 * Whether two plays of different devices overlap only because one device took the
 * establishment over while the other played: the device that lost it sounds on until it
 * hears (TAKE_OVER_GRACE_MS at most), and both plays happened. `later` must have begun
 * after its device claimed the establishment, that claim after `earlier` began, and
 * `earlier` must have ended within the grace of the claim.
 */
export function overlapsAtTakeOver(claims: Claim[], earlier: Span, later: Span): boolean {
  if (earlier.deviceId === later.deviceId) return false;
  const began = earlier.startedAt.getTime();
  const laterStart = later.startedAt.getTime();
  return claims.some((claim) => {
    const at = claim.claimedAt.getTime();
    return (
      claim.deviceId === later.deviceId &&
      at > began &&
      at <= laterStart + CLOCK_SLACK_MS &&
      earlier.endedAt.getTime() <= at + TAKE_OVER_GRACE_MS
    );
  });
}

/**
 * A play of the batch, with its position in it (the refusal names that position) and the zone
 * whose stream it joins (decision 023).
 */
export interface FreshPlay {
  index: number;
  play: PlayReport;
  zoneId: string;
}

/**
 * What the rules need to know of a zone's stream: when its establishment and the zone
 * itself were created, and when the zone was archived (decisions 023, 032).
 */
export interface ZoneStream {
  createdAt: Date;
  zone: { createdAt: Date; archivedAt: Date | null };
  taken: Taken[];
  /** Its claims around the batch, in order (see claimFaultAt); empty when never claimed. */
  claims: Claim[];
}

export interface PlayFault {
  index: number;
  path: string;
  message: string;
}

/**
 * The account's access windows (in any order) as milliseconds, joined where they meet or
 * overlap, each edge widened by the device's CLOCK_SLACK_MS: a play lies within access
 * when one of them holds it whole (withinAccess).
 */
export function joinWindows(windows: AccessWindow[]): { from: number; until: number }[] {
  const edges = windows
    .map((window) => ({
      from: window.from.getTime() - CLOCK_SLACK_MS,
      until: (window.until?.getTime() ?? Infinity) + CLOCK_SLACK_MS,
    }))
    .sort((a, b) => a.from - b.from);
  const joined: { from: number; until: number }[] = [];
  for (const edge of edges) {
    const last = joined.at(-1);
    if (last && edge.from <= last.until) last.until = Math.max(last.until, edge.until);
    else joined.push(edge);
  }
  return joined;
}

export const withinAccess = (
  joined: { from: number; until: number }[],
  start: number,
  end: number,
) => joined.some((window) => window.from <= start && end <= window.until);

/**
 * The rules a play must meet before it joins the log (decision 017, product §4): what an
 * owner arranging their own evidence would have to break. Pure: the caller reads the facts.
 *
 * Every play: its seconds heard fit its song's (or message's) length; it has ended by the
 * server's clock; it began after its establishment and its zone were created, and before
 * the zone was archived; it lies within a time the account had access (withinAccess); it
 * lasts no longer than what was heard, give or take SPAN_BEYOND_HEARD_MS (decision 032);
 * and it takes no time another play of its zone and kind took, nor starts at the same
 * instant (one stream: the heard seconds cannot exceed the time that passed; a crossfade
 * is logged as one song ending where the next begins; a message over the music is another
 * stream). A play that reached the server live was heard recently: it began no earlier
 * than the live window and its song's length before it arrived. A play that reached the
 * server late — more than LIVE_WINDOW_MS after its end, sent from a device's offline
 * queue — must also lie inside an offline lease this server issued to the device that
 * played it. And it began while its device held the zone's claim in the session that
 * sends it (claimFaultAt): a device that lost the claim adds no more plays, and nobody
 * adds plays under its id.
 *
 * Plays are checked in the order they started, each against what is recorded and what
 * this batch has already taken: the first to claim a moment keeps it — except at a
 * take-over, where the device that lost the claim sounds on for a moment after the other
 * began (overlapsAtTakeOver), and both plays join the log, whichever arrives first.
 */
export function checkPlays(options: {
  plays: FreshPlay[];
  receivedAt: Date;
  /** By zone id: each zone is one stream, with its own claims. */
  zones: Map<string, ZoneStream>;
  /** The length of the play's song or message, as measured at upload. */
  secondsOf: (play: PlayReport) => number | undefined;
  /** When the account had access (accessWindows): a play lies within one. */
  access: AccessWindow[];
  /** The session that sends the batch: its device's claims are the ones that count. */
  sessionId: string;
  leaseIssued: (lease: OfflineLease) => boolean;
}): PlayFault[] {
  const { receivedAt } = options;
  const access = joinWindows(options.access);
  const faults: PlayFault[] = [];
  const byStart = [...options.plays].sort(
    (a, b) => Date.parse(a.play.startedAt) - Date.parse(b.play.startedAt),
  );
  for (const { index, play, zoneId } of byStart) {
    const stream = options.zones.get(zoneId);
    if (!stream) continue;
    const span: Taken = {
      startedAt: new Date(play.startedAt),
      endedAt: new Date(play.endedAt),
      deviceId: play.deviceId,
      kind: play.kind ?? "song",
    };
    const fault = faultOf(play, span, stream, options);
    if (fault) faults.push({ index, ...fault });
    else stream.taken.push(span);
  }
  return faults.sort((a, b) => a.index - b.index);

  function faultOf(
    play: PlayReport,
    span: Taken,
    stream: ZoneStream,
    rules: typeof options,
  ): { path: string; message: string } | null {
    const start = span.startedAt.getTime();
    const end = span.endedAt.getTime();
    const length = rules.secondsOf(play);
    if (length !== undefined && play.secondsHeard > length + SONG_LENGTH_SLACK_S)
      return {
        path: "secondsHeard",
        message: span.kind === "message" ? errors.heardMoreThanMessage : errors.heardMoreThanSong,
      };
    if (end > receivedAt.getTime() + CLOCK_SLACK_MS)
      return { path: "endedAt", message: errors.inFuture };
    if (start < stream.createdAt.getTime() - CLOCK_SLACK_MS)
      return { path: "startedAt", message: errors.beforeEstablishment };
    const lifeFault = zoneLifeFault(stream.zone, start);
    if (lifeFault) return { path: "startedAt", message: lifeFault };
    if (!withinAccess(access, start, end))
      return { path: "endedAt", message: errors.outsideAccess };
    const live = recordingOf({ endedAt: span.endedAt, receivedAt }) === "live";
    if (live && length !== undefined && start < earliestLiveStart(length))
      return { path: "startedAt", message: errors.liveStartedTooEarly };
    if (end - start > play.secondsHeard * 1000 + SPAN_BEYOND_HEARD_MS)
      return { path: "endedAt", message: errors.longerThanHeard };
    if (!live) {
      const lease = play.lease;
      if (!lease || lease.deviceId !== play.deviceId || !rules.leaseIssued(lease))
        return { path: "lease", message: errors.lateWithoutLease };
      if (start < Date.parse(lease.issuedAt) - CLOCK_SLACK_MS || end > Date.parse(lease.expiresAt))
        return { path: "lease", message: errors.outsideLease };
    }
    const claimFault = claimFaultAt(
      stream.claims,
      { deviceId: play.deviceId, sessionId: rules.sessionId },
      start,
    );
    if (claimFault) return { path: "deviceId", message: errors[claimFault] };
    for (const other of stream.taken) {
      if (other.kind !== span.kind) continue;
      const otherStart = other.startedAt.getTime();
      if (otherStart === start) return { path: "startedAt", message: errors.sameStart };
      const [earlier, later] = otherStart < start ? [other, span] : [span, other];
      if (
        start < other.endedAt.getTime() &&
        otherStart < end &&
        !overlapsAtTakeOver(stream.claims, earlier, later)
      )
        return { path: "startedAt", message: errors.overlaps };
    }
    return null;
  }

  /**
   * The earliest a play recorded live may have begun (decision 032): it ended within the
   * live window before it arrived, and lasted no longer than its song and the slack of the
   * seconds heard, its span, and the device's clock.
   */
  function earliestLiveStart(lengthSeconds: number) {
    const slack = SONG_LENGTH_SLACK_S * 1000 + SPAN_BEYOND_HEARD_MS + CLOCK_SLACK_MS;
    return receivedAt.getTime() - LIVE_WINDOW_MS - lengthSeconds * 1000 - slack;
  }
}

/**
 * A zone takes the plays of its life (decision 032): begun after it was created and before
 * it was archived — one begun earlier and sent late from an offline queue is still its own.
 */
function zoneLifeFault(zone: ZoneStream["zone"], start: number): string | null {
  if (start < zone.createdAt.getTime() - CLOCK_SLACK_MS) return errors.beforeZone;
  if (zone.archivedAt && start > zone.archivedAt.getTime() + CLOCK_SLACK_MS)
    return errors.afterZoneArchived;
  return null;
}
