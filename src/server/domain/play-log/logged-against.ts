import { anyRowNames } from "../any-row-names";
import type { Database } from "../database";
import { playerWait, playLog, playLogSeal } from "./tables";

/**
 * Whether any play, seal or player wait names the zone or establishment `id`: then it is
 * proof for years and is archived instead of deleted (decision 011).
 */
export async function loggedAgainst(
  db: Pick<Database, "select">,
  owner: "zoneId" | "establishmentId",
  id: string,
): Promise<boolean> {
  const found = await Promise.all(
    [playLog, playLogSeal, playerWait].map((table) => anyRowNames(db, table[owner], id)),
  );
  return found.some(Boolean);
}
