import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "../validation/ids";

/**
 * One player per establishment (decision 018). The claim is keyed by establishment; when
 * zones come, a zone id joins these schemas and the claim's key, nothing else changes.
 */

export const claimQuerySchema = z.object({ deviceId: rowIdSchema });

export const claimRequestSchema = z.object({
  deviceId: rowIdSchema,
  takeOver: z.boolean().default(false),
});

export const claimHeartbeatSchema = z.object({ deviceId: rowIdSchema });

/** Who plays an establishment now, as seen by the device that asks. */
export type ClaimHolder = "this-device" | "other-device" | "nobody";

export interface PlaybackClaimState {
  holder: ClaimHolder;
  /** When the current claim was taken (null when nobody holds it). */
  claimedAt: string | null;
  /** Seconds since its holder was last heard (null when nobody holds it). */
  seenSecondsAgo: number | null;
  /**
   * Whether its holder keeps the zone now: heard within CLAIM_STALE_MS, in a session still
   * signed in. Another device's live claim is one a claim would be asked about (409).
   */
  live: boolean;
}

/**
 * What the account's player plays now and where, for the dashboard home on any of its
 * devices (decision 018): the song of its saved music state, and the establishments a device
 * holds a live claim on (heard from within CLAIM_STALE_MS: heartbeats come while playing).
 * Nothing plays while `establishments` is empty.
 */
export interface NowPlaying {
  song: { id: string; title: string; artist: string } | null;
  /** Each establishment with the names of its zones that play, in their order. */
  establishments: { id: string; name: string; zones: string[] }[];
}
