import { and, asc, eq, isNull } from "drizzle-orm";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";

/**
 * What a claim is asked for: a zone (decision 023), or an establishment as players from
 * before zones ask, which means its Principal zone — the one whose id is its own — or, if
 * that zone was removed, its first live one.
 */
export type ClaimTarget = { zoneId: string } | { establishmentId: string };

/**
 * The live zone a claim is for, checked to be in one of the user's listed establishments
 * (another user's is "not found", so its existence never leaks). With `lock`, inside a
 * transaction, it holds the zone's row so two claims of it are taken one after the other.
 */
export async function claimedZone(
  db: Pick<Database, "select">,
  options: { userId: string; target: ClaimTarget; lock?: boolean },
): Promise<{ zoneId: string; establishmentId: string }> {
  const { target } = options;
  const query = db
    .select({ zoneId: zone.id, establishmentId: zone.establishmentId })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        "zoneId" in target
          ? eq(zone.id, target.zoneId)
          : eq(zone.establishmentId, target.establishmentId),
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
        isNull(zone.archivedAt),
      ),
    )
    .orderBy(asc(zone.position), asc(zone.createdAt));
  const rows = options.lock ? await query.for("update", { of: zone }) : await query;
  const found =
    "zoneId" in target
      ? rows[0]
      : (rows.find((row) => row.zoneId === target.establishmentId) ?? rows[0]);
  if (!found)
    throw new AppError(
      "NOT_FOUND",
      "zoneId" in target
        ? playbackClaimsCopy.errors.zoneNotFound
        : playbackClaimsCopy.errors.establishmentNotFound,
    );
  return found;
}
