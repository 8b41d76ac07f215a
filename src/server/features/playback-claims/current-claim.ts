import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { and, desc, eq, gt } from "drizzle-orm";
import { holdsClaim, type Claimant } from "~/shared/devices/claimant";
import type { PlaybackClaimState } from "~/shared/playback-claims/schema";
import type { Database } from "../../domain/database";
import { playbackClaim } from "../../domain/playback-claims/tables";
import { session } from "../../domain/accounts/tables";

export type ClaimRow = typeof playbackClaim.$inferSelect;

/** A zone's current claim: its latest row (the index's last entry), if any. */
export async function currentClaim(
  db: Pick<Database, "select">,
  zoneId: string,
): Promise<ClaimRow | null> {
  const [latest] = await db
    .select()
    .from(playbackClaim)
    .where(eq(playbackClaim.zoneId, zoneId))
    .orderBy(desc(playbackClaim.claimedAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Whether the session that made `claim` is still signed in. One that ended — signed out,
 * expired, or its person removed from the team — can neither sound nor send plays, so the
 * next claim takes the zone without asking (decision 034): on a shop's shared computer the
 * next person to sign in plays at once. A claim from before sessions were kept lives.
 */
export async function claimSessionLives(
  db: Pick<Database, "select">,
  claim: ClaimRow,
  now: Date,
): Promise<boolean> {
  if (claim.sessionId === null) return true;
  const [found] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, claim.sessionId), gt(session.expiresAt, now)));
  return found !== undefined;
}

/**
 * The claim as `claimant` — a device in its session (decision 034) — sees it at `now`;
 * `sessionLives`: whether the session that made it is still signed in.
 */
export function claimState(
  claim: ClaimRow | null,
  claimant: Claimant,
  now: Date,
  sessionLives = true,
): PlaybackClaimState {
  if (!claim) return { holder: "nobody", claimedAt: null, seenSecondsAgo: null, live: false };
  const silentMs = now.getTime() - claim.lastSeenAt.getTime();
  return {
    holder: holdsClaim(claim, claimant) ? "this-device" : "other-device",
    claimedAt: claim.claimedAt.toISOString(),
    seenSecondsAgo: Math.max(0, Math.round(silentMs / 1000)),
    live: silentMs < CLAIM_STALE_MS && sessionLives,
  };
}
