/**
 * Who asks for, keeps or plays under a playback claim (decision 034): the device id is
 * the browser's own choice, so anyone of the account could send it; the signed-in session
 * cannot be sent by anyone else. A device is whoever holds the claim in its session.
 */
export interface Claimant {
  deviceId: string;
  /** better-auth's session id (the session row's key, never its token). */
  sessionId: string;
}

/** A claim as stored: `sessionId` is null for claims made before sessions were kept. */
export interface HeldClaim {
  deviceId: string;
  sessionId: string | null;
}

/**
 * Whether `claim` was made in the session `sessionId`. A claim from before sessions were
 * kept (migration 0030) counts as made in any session, as decision 018 had it, so players
 * open across the upgrade keep their zone and their plays.
 */
export const madeInSession = (claim: HeldClaim, sessionId: string): boolean =>
  claim.sessionId === null || claim.sessionId === sessionId;

/** Whether `claimant` holds `claim`: the same device, in the session that made it. */
export const holdsClaim = (claim: HeldClaim, claimant: Claimant): boolean =>
  claim.deviceId === claimant.deviceId && madeInSession(claim, claimant.sessionId);
