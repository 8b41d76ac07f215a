import { and, asc, eq, isNull } from "drizzle-orm";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";

/**
 * Whose programme is asked for: a zone (decision 023), or an establishment as the pages
 * from before zones ask, which means its Principal zone — the one whose id is its own —
 * or, if that zone was removed, its first live one.
 */
export type ScheduleTarget = { zoneId: string } | { establishmentId: string };

/**
 * A live zone of one of the user's listed establishments, with the time zone its
 * programme is read in. Another user's, or an archived one, is "not found", so its
 * existence never leaks (as in playback-claims). With `lock`, inside a transaction, the
 * zone and its establishment are held in share mode: neither can be archived or deleted
 * until the schedule's change is written.
 */
export async function ownedZone(
  db: Pick<Database, "select">,
  options: { userId: string; target: ScheduleTarget; lock?: boolean },
): Promise<{ zoneId: string; establishmentId: string; timeZone: EstablishmentTimeZone }> {
  const { target } = options;
  const query = db
    .select({
      zoneId: zone.id,
      establishmentId: zone.establishmentId,
      timeZone: establishment.timeZone,
    })
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
  const rows = options.lock ? await query.for("share") : await query;
  const found =
    "zoneId" in target
      ? rows[0]
      : (rows.find((row) => row.zoneId === target.establishmentId) ?? rows[0]);
  if (!found)
    throw new AppError(
      "NOT_FOUND",
      "zoneId" in target
        ? schedulesCopy.errors.zoneNotFound
        : schedulesCopy.errors.establishmentNotFound,
    );
  return found;
}
