import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import { DEFAULT_RETENTION_YEARS, retentionCutoff } from "~/shared/play-log/retention";
import type { Database } from "../../domain/database";
import { playLogSeal, type PlayLogSealRow } from "../../domain/play-log/tables";
import { sealName } from "./seal-text";

type Anchor = { seq: number; hash: string };

/**
 * Seals that record where a chain's head stood — its opening, the daily ones, a
 * certificate's — as opposed to retention's, which record where it now starts.
 */
export const isHeadSeal = (seal: Pick<PlayLogSealRow, "reason">) => seal.reason !== "retention";

/**
 * The retention rule as the seals hold it (decision 033). Retention removes a chain's rows
 * up to its anchor only when the server received them before the cutoff. A seal of the
 * head at row s, sealed at t, says the head was at s then: every later row arrived after
 * t. So if any head seal below the anchor was sealed since the cutoff, the anchor's own
 * row arrived after it — within the retention period — and the anchor is not retention's.
 * Every anchor must also stand on a retention seal of its seq and hash, which retention
 * writes with it (and which, like any seal, is e-mailed and may be time-stamped).
 */
export function anchorProblem(
  anchor: Anchor,
  seals: readonly PlayLogSealRow[],
  cutoff: Date,
): string | null {
  if (!seals.some((seal) => isRetentionSealOf(anchor, seal))) return unsealed(anchor);
  const contradicting = seals.find(
    (seal) => isHeadSeal(seal) && seal.seq < anchor.seq && seal.sealedAt >= cutoff,
  );
  return contradicting ? contradicted(anchor, contradicting, cutoff) : null;
}

/**
 * The same rule with bounded work, for the public page: two index probes — the anchor's
 * retention seal on (zone_id, seq), and a head seal below it on (zone_id, sealed_at, seq)
 * over the retention period's seals only.
 */
export async function findAnchorProblem(
  db: Database,
  zoneId: string,
  anchor: Anchor,
  cutoff: Date,
): Promise<string | null> {
  const [[sealed], [contradicting]] = await Promise.all([
    db
      .select({ id: playLogSeal.id })
      .from(playLogSeal)
      .where(
        and(
          eq(playLogSeal.zoneId, zoneId),
          eq(playLogSeal.seq, anchor.seq),
          eq(playLogSeal.hash, anchor.hash),
          eq(playLogSeal.reason, "retention"),
        ),
      )
      .limit(1),
    db
      .select()
      .from(playLogSeal)
      .where(and(headSealsSince(zoneId, cutoff), lt(playLogSeal.seq, anchor.seq)))
      .orderBy(asc(playLogSeal.seq))
      .limit(1),
  ]);
  if (!sealed) return unsealed(anchor);
  return contradicting ? contradicted(anchor, contradicting, cutoff) : null;
}

/**
 * A chain's head seals made since `cutoff`: each says the rows after its seq arrived within
 * the retention period. An index range on (zone_id, sealed_at, seq).
 */
export const headSealsSince = (zoneId: string, cutoff: Date) =>
  and(
    eq(playLogSeal.zoneId, zoneId),
    ne(playLogSeal.reason, "retention"),
    gte(playLogSeal.sealedAt, cutoff),
  );

/**
 * What the rule is held to: PLAY_LOG_RETENTION_YEARS (the product's default without it),
 * as of `now`.
 */
export interface RetentionClock {
  retentionYears?: number;
  now?: Date;
}

/** The cutoff the rule is held to: now less the retention period. */
export const anchorCutoff = (options: RetentionClock) =>
  retentionCutoff(options.now ?? new Date(), options.retentionYears ?? DEFAULT_RETENTION_YEARS);

const isRetentionSealOf = (anchor: Anchor, seal: PlayLogSealRow) =>
  seal.reason === "retention" && seal.seq === anchor.seq && seal.hash === anchor.hash;

const unsealed = (anchor: Anchor) =>
  `the anchor at row ${anchor.seq} has no retention seal of its seq and hash (retention seals every anchor it writes)`;

const contradicted = (anchor: Anchor, seal: PlayLogSealRow, cutoff: Date) =>
  `the anchor at row ${anchor.seq} removed plays still within the retention period: ${sealName(seal)} recorded the chain at row ${seal.seq}, after the cutoff of ${cutoff.toISOString()}`;
