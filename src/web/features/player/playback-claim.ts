import { ApiError } from "~/web/lib/api-client";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { SnapshotSource } from "~/web/lib/snapshot-source";
import { claimPlayback, getPlaybackClaim } from "./api";
import type { PlaybackGate } from "./player-engine";
import { browserZoneTabs, zoneTabs, type ZoneTabs } from "./zone-tabs";

export interface ClaimSnapshot {
  /** The establishment this device plays, by the server's word (null: none yet). */
  heldFor: string | null;
  /** When its claim began, by the server's clock: each claim of it is a new one. */
  heldSince: string | null;
  /** Another device plays it: the listener is asked whether to play here. */
  asking: { establishmentId: string; seenSecondsAgo: number | null } | null;
  /** This device lost it to another one: the player paused, the listener is told. */
  lost: string | null;
  /** A take-over is on its way. */
  pending: boolean;
}

const initial: ClaimSnapshot = {
  heldFor: null,
  heldSince: null,
  asking: null,
  lost: null,
  pending: false,
};

/**
 * This device's claim to play the chosen establishment (decision 018), and the player's
 * gate: before sound starts, the claim is taken unless held already. The claim is this
 * device's in this session (decision 034): signing out forgets it. Another device
 * playing it means asking the listener (`asking`); a take-over elsewhere means pausing
 * and saying why (`lost`). Without an answer from the server the device plays on: it
 * may play offline, and the play log's rules judge its plays when they arrive.
 *
 * Another tab of this browser is the same device to the server: the tabs settle it
 * among themselves (`zone-tabs.ts`), and a tab asks before playing a zone another one
 * plays, as for another device.
 */
export class PlaybackClaim extends SnapshotSource<ClaimSnapshot> implements PlaybackGate {
  constructor(
    private readonly options: {
      chosen: () => string | null;
      claim: typeof claimPlayback;
      /** Who holds a zone, as the server sees this device in this session. */
      read: typeof getPlaybackClaim;
      /** Plays again once the listener took the establishment over. */
      resume: () => void;
      /** Pauses the player when the establishment was taken elsewhere. */
      pause: () => void;
      /** Which tab of this browser plays which zone (by default every tab may play). */
      tabs?: ZoneTabs;
    },
  ) {
    super(initial);
    this.tabs = options.tabs ?? zoneTabs(undefined);
  }
  private readonly tabs: ZoneTabs;

  async mayStart(options: { ask?: boolean } = {}): Promise<boolean> {
    const establishmentId = this.options.chosen();
    if (!establishmentId || this.snapshot.heldFor === establishmentId) return true;
    const refused = () => {
      if (options.ask === false) return false;
      this.set({ asking: { establishmentId, seenSecondsAgo: null }, lost: null });
      return false;
    };
    if (!(await this.tabs.hold(establishmentId, () => this.lostIt(establishmentId))))
      return refused();
    // A start of the programme's own asks nobody: where another device plays the zone,
    // this one is a remote, and a claim would only be refused (409) on every page load.
    if (options.ask === false && (await this.playedElsewhere(establishmentId))) {
      this.tabs.release();
      return false;
    }
    try {
      const held = await this.options.claim(establishmentId, false);
      this.set({ heldFor: establishmentId, heldSince: held.claimedAt, lost: null });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === "CONFLICT") {
        this.tabs.release();
        return refused();
      }
      return true;
    }
  }

  private async playedElsewhere(zoneId: string) {
    try {
      const found = await this.options.read(zoneId);
      return found.holder === "other-device" && found.live;
    } catch {
      return false; // the claim itself will tell
    }
  }

  /** The listener chose to play here: the establishment is taken over, then played. */
  async takeOver(): Promise<void> {
    const establishmentId = this.snapshot.asking?.establishmentId ?? this.snapshot.lost;
    if (!establishmentId) return;
    this.set({ pending: true });
    try {
      await this.tabs.take(establishmentId, () => this.lostIt(establishmentId));
      const held = await this.options.claim(establishmentId, true);
      this.set({
        heldFor: establishmentId,
        heldSince: held.claimedAt,
        asking: null,
        lost: null,
        pending: false,
      });
      this.options.resume();
    } catch {
      this.set({ pending: false });
    }
  }

  cancel() {
    this.set({ asking: null });
  }

  /** Another device took `establishmentId` over (heard through live events or a heartbeat). */
  lostIt(establishmentId: string) {
    if (this.snapshot.heldFor !== establishmentId) return;
    this.tabs.release();
    this.options.pause();
    this.set({ heldFor: null, heldSince: null, lost: establishmentId });
  }

  /**
   * The play log refused a play of this device for its claim (decision 034): whether it
   * still holds its zone is asked again, and if not the player pauses and says so, as
   * when a take-over is heard. Plays left over from an earlier session (signed in again)
   * are refused too, while the zone is held: then nothing changes.
   */
  async recheck(): Promise<void> {
    const zoneId = this.snapshot.heldFor;
    if (!zoneId) return;
    try {
      if ((await this.options.read(zoneId)).holder !== "this-device") this.lostIt(zoneId);
    } catch {
      // No answer: the heartbeat and the live events tell it when there is one.
    }
  }

  /**
   * Signing out: the claim belonged to the session (decision 034), so whoever signs in
   * next on this browser asks for it again before the music sounds.
   */
  forget() {
    this.tabs.release();
    this.set(initial);
  }

  dismissLost() {
    this.set({ lost: null });
  }

  /** Some details for the question, once they arrive. */
  seen(seenSecondsAgo: number | null) {
    const asking = this.snapshot.asking;
    if (asking) this.set({ asking: { ...asking, seenSecondsAgo } });
  }
}

let claim: PlaybackClaim | undefined;

/** The dashboard's one claim, beside its one player; `chosen` reads the establishment. */
export function playbackClaim(
  engine: { play(): Promise<void>; handOver(): void },
  chosen: () => string | null,
): PlaybackClaim {
  if (!claim) {
    const made = new PlaybackClaim({
      chosen,
      claim: claimPlayback,
      read: getPlaybackClaim,
      resume: () => void engine.play(),
      pause: () => engine.handOver(),
      tabs: browserZoneTabs(),
    });
    onBeforeLogout(() => made.forget());
    claim = made;
  }
  return claim;
}
