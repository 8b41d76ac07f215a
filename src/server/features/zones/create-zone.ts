import { randomUUID } from "node:crypto";
import { count, max } from "drizzle-orm";
import { zonesCopy } from "~/shared/copy/zones";
import { MAX_ZONES, type Zone, type ZoneInput } from "~/shared/zones/schema";
import type { Database } from "../../domain/database";
import { establishmentOfAccount } from "../../domain/establishments/establishment-of-account";
import { liveZonesOf } from "../../domain/zones/live-zones";
import { refuseZoneBeyondPaid } from "../../domain/zones/zone-allowance";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";
import { refuseTakenName } from "./name-taken";
import { toZone } from "./to-zone";

/**
 * Adds a zone to one of the user's establishments, after the others, up to MAX_ZONES live
 * ones, and none beyond those the subscription pays for (decision 027). The owner's and
 * the establishment's rows are locked, so two additions at once cannot both pass the
 * count or take one name.
 */
export async function createZone(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  input: ZoneInput;
}): Promise<Zone> {
  const { establishmentId, input } = options;
  return options.db.transaction(async (tx) => {
    await refuseZoneBeyondPaid(tx, options.userId);
    await establishmentOfAccount(tx, {
      ownerId: options.userId,
      establishmentId,
      notFound: zonesCopy.errors.establishmentNotFound,
      lock: true,
    });
    const [live] = await tx
      .select({ total: count(), last: max(zone.position) })
      .from(zone)
      .where(liveZonesOf(establishmentId));
    if ((live?.total ?? 0) >= MAX_ZONES)
      throw new AppError("CONFLICT", zonesCopy.errors.tooMany(MAX_ZONES));
    await refuseTakenName(tx, { establishmentId, name: input.name });
    const [made] = await tx
      .insert(zone)
      .values({
        id: randomUUID(),
        establishmentId,
        name: input.name,
        position: (live?.last ?? -1) + 1,
      })
      .returning();
    return toZone(made as NonNullable<typeof made>);
  });
}
