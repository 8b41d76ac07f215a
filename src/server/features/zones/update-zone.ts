import { eq } from "drizzle-orm";
import type { Zone, ZoneChange } from "~/shared/zones/schema";
import type { Database } from "../../domain/database";
import { zone } from "../../domain/zones/tables";
import { changeZone } from "./change-zone";
import { refuseTakenName } from "./name-taken";
import { toZone } from "./to-zone";

/**
 * Renames a zone, and moves it in the order when a position is given (the others keep
 * theirs: the list sorts by position, then by age). Its id never changes: its chain,
 * claims and programme stay its own.
 */
export async function updateZone(options: {
  db: Database;
  userId: string;
  zoneId: string;
  input: ZoneChange;
}): Promise<Zone> {
  const { input } = options;
  return changeZone(options, async (tx, found) => {
    await refuseTakenName(tx, {
      establishmentId: found.establishmentId,
      name: input.name,
      exceptZoneId: found.id,
    });
    const [changed] = await tx
      .update(zone)
      .set({ name: input.name, position: input.position ?? found.position })
      .where(eq(zone.id, found.id))
      .returning();
    return toZone(changed as NonNullable<typeof changed>);
  });
}
