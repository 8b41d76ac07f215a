import { inArray } from "drizzle-orm";
import type { PlayReport } from "~/shared/play-log/schema";
import type { Database } from "../../domain/database";
import { zone } from "../../domain/zones/tables";

interface ZoneFacts {
  id: string;
  establishmentId: string;
  position: number;
  createdAt: Date;
  archivedAt: Date | null;
}

/**
 * Why a play cannot name its zone, or the zone it joins with its life: a play lies within
 * it (decision 032), which the rules of the log check with the play's times.
 */
export type PlayZone =
  { zoneId: string; createdAt: Date; archivedAt: Date | null } | { fault: "zoneNotFound" };

/**
 * The zones of the given establishments, and the rule that says which one a play joins
 * (decision 023): the one it names, which must be its establishment's; or, for a play
 * that names none (queued by a player from before zones, perhaps offline for days), the
 * establishment's Principal zone — the one whose id is the establishment's — or, when that
 * zone was removed, its first live one. An archived zone is joined too: what it played
 * before it was archived is still its own, and what began after is refused by the zone's
 * life (decision 032) — never moved to another zone's stream.
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
            createdAt: zone.createdAt,
            archivedAt: zone.archivedAt,
          })
          .from(zone)
          .where(inArray(zone.establishmentId, establishmentIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const joined = (row: ZoneFacts) => ({
    zoneId: row.id,
    createdAt: row.createdAt,
    archivedAt: row.archivedAt,
  });
  return (play) => {
    const named = byId.get(play.zoneId ?? play.establishmentId);
    if (named?.establishmentId === play.establishmentId) return joined(named);
    if (play.zoneId) return { fault: "zoneNotFound" };
    const [first] = rows
      .filter((row) => row.establishmentId === play.establishmentId && !row.archivedAt)
      .sort((a, b) => a.position - b.position);
    return first ? joined(first) : { fault: "zoneNotFound" };
  };
}
