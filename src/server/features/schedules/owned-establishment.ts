import { and, eq, isNull } from "drizzle-orm";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { EstablishmentTimeZone } from "~/shared/schemas/establishments";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { AppError } from "../../http/app-error";

/**
 * One of the user's listed establishments, with the time zone its programme is read in.
 * Another user's or an archived one is "not found", so its existence never leaks (as in
 * playback-claims). With `lock`, inside a transaction, the row is held in share mode: it
 * cannot be archived or deleted until the schedule's change is written.
 */
export async function ownedEstablishment(
  db: Pick<Database, "select">,
  options: { userId: string; establishmentId: string; lock?: boolean },
): Promise<{ timeZone: EstablishmentTimeZone }> {
  const query = db
    .select({ timeZone: establishment.timeZone })
    .from(establishment)
    .where(
      and(
        eq(establishment.id, options.establishmentId),
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
      ),
    );
  const [place] = options.lock ? await query.for("share") : await query;
  if (!place) throw new AppError("NOT_FOUND", schedulesCopy.errors.establishmentNotFound);
  return place;
}
