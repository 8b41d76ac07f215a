import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { playLogAnchor, playLogHead } from "../../domain/play-log/tables";

/**
 * A zone's chain's two ends, each if it has one: the anchor retention left where it cut
 * the chain's start, and the head that names its last row.
 */
export async function chainEnds(db: Pick<Database, "select">, zoneId: string) {
  const [[anchor], [head]] = await Promise.all([
    db.select().from(playLogAnchor).where(eq(playLogAnchor.zoneId, zoneId)),
    db.select().from(playLogHead).where(eq(playLogHead.zoneId, zoneId)),
  ]);
  return { anchor, head };
}
