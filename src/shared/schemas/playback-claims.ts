import { z } from "zod";
import { rowIdSchema } from "./ids";

/**
 * One player per establishment (decision 018). The claim is keyed by establishment; when
 * zones come, a zone id joins these schemas and the claim's key, nothing else changes.
 */

/** How often a playing device tells the server it still holds its claim. */
export const CLAIM_HEARTBEAT_MS = 20_000;
/** A claim whose holder has not been heard for this long may be taken without asking. */
export const CLAIM_STALE_MS = 60_000;

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
}
