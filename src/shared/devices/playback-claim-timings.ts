// The playback claim's clock (decision 018): no validation here, so the player may import it.

/** How often a playing device tells the server it still holds its claim. */
export const CLAIM_HEARTBEAT_MS = 20_000;
/** A claim whose holder has not been heard for this long may be taken without asking. */
export const CLAIM_STALE_MS = 60_000;
