import { inArray } from "drizzle-orm";
import type { PlayReport } from "~/shared/schemas/play-log";
import type { Database } from "../../db/client";
import { zone } from "../../db/schema";

interface ZoneFacts {
  id: string;
  establishmentId: string;
  position: number;
  archivedAt: Date | null;
}

/** Why a play's zone cannot take it, or the zone it joins. */
export type PlayZone = { zoneId: string } | { fault: "zoneNotFound" | "zoneArchived" };

/**
 * The zones of the given establishments, and the rule that says which one a play joins
 * (decision 023): the one it names, which must be its establishment's and live; or, for a
 * play that names none (queued by a player from before zones, perhaps offline for days),
 * the establishment's Principal zone — the one whose id is the establishment's, archived
 * or not, so such a play is never lost — or, when that zone was removed, its first live one.
 */
export async function playZones(
  db: Pick<Database, "select">,
  establishmentIds: string[],
): Promise<(play: Pick<PlayReport, "establishmentId" | "zoneId">) => PlayZone> {
  const rows: ZoneFacts[] =
    establishmentIds.length === 0
      ? []
      : await db
          .select({
            id: zone.id,
            establishmentId: zone.establishmentId,
            position: zone.position,
            archivedAt: zone.archivedAt,
          })
          .from(zone)
          .where(inArray(zone.establishmentId, establishmentIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (play) => {
    if (play.zoneId) {
      const named = byId.get(play.zoneId);
      if (!named || named.establishmentId !== play.establishmentId)
        return { fault: "zoneNotFound" };
      if (named.archivedAt) return { fault: "zoneArchived" };
      return { zoneId: named.id };
    }
    if (byId.get(play.establishmentId)?.establishmentId === play.establishmentId)
      return { zoneId: play.establishmentId };
    const [first] = rows
      .filter((row) => row.establishmentId === play.establishmentId && !row.archivedAt)
      .sort((a, b) => a.position - b.position);
    return first ? { zoneId: first.id } : { fault: "zoneNotFound" };
  };
}
