import { and, eq } from "drizzle-orm";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import type { PlayerWait } from "~/shared/play-log/waits-schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { playerWait, type PlayerWaitRow } from "../../domain/play-log/tables";

/** A wait as the API answers it. */
export const toPlayerWait = (row: PlayerWaitRow): PlayerWait => ({
  id: row.id,
  establishmentId: row.establishmentId,
  zoneId: row.zoneId,
  reason: row.reason,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  receivedAt: row.receivedAt.toISOString(),
  endedReceivedAt: row.endedReceivedAt?.toISOString() ?? null,
});

/**
 * The wait `id` if it is of one of the account's establishments and zones that the person works in
 * (decision 026), else null: another user's wait, or another establishment's, is "not
 * found", so its existence never leaks.
 */
export async function ownPlayerWait(
  db: Pick<Database, "select">,
  account: TeamAccount,
  id: string,
): Promise<PlayerWaitRow | null> {
  const [found] = await db
    .select({ wait: playerWait })
    .from(playerWait)
    .innerJoin(establishment, eq(establishment.id, playerWait.establishmentId))
    .where(and(eq(playerWait.id, id), eq(establishment.userId, account.ownerId)));
  return found &&
    worksInZone(account, { id: found.wait.zoneId, establishmentId: found.wait.establishmentId })
    ? found.wait
    : null;
}
