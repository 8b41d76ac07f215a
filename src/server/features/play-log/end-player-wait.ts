import { and, eq, isNull } from "drizzle-orm";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayerWait } from "~/shared/play-log/waits-schema";
import { playerWait } from "../../domain/play-log/tables";
import { AppError } from "../../domain/app-error";
import { endFault } from "./check-player-wait";
import { ownPlayerWait, toPlayerWait } from "./own-player-wait";
import type { WaitReport } from "./wait-report";

const errors = playLogCopy.waits.errors;

/**
 * Records when one of the account's waits ended, in an establishment the person works in,
 * once: a wait that has its end keeps it, and a second end (a resend, or a later tap)
 * answers the wait as it is. The update only touches a wait without an end, so two ends
 * racing leave the first. The session that reports the end must be the one that began the
 * wait.
 */
export async function endPlayerWait(
  options: WaitReport & { id: string; endedAt: string },
): Promise<PlayerWait> {
  const { db, account, id } = options;
  const wait = await ownPlayerWait(db, account, id);
  if (!wait) throw new AppError("NOT_FOUND", errors.notFound);
  if (wait.endedAt) return toPlayerWait(wait);
  // Only the player that waited says when its wait ended (decision 034).
  if (wait.sessionId !== null && wait.sessionId !== options.sessionId)
    throw new AppError("BAD_REQUEST", errors.otherSession, {
      issues: [{ path: "id", message: errors.otherSession }],
    });

  const now = options.now ?? new Date();
  const endedAt = new Date(options.endedAt);
  const fault = endFault({ startedAt: wait.startedAt, endedAt, now });
  if (fault)
    throw new AppError("BAD_REQUEST", fault, { issues: [{ path: "endedAt", message: fault }] });

  await db
    .update(playerWait)
    .set({ endedAt, endedReceivedAt: now })
    .where(and(eq(playerWait.id, id), isNull(playerWait.endedAt)));
  return toPlayerWait((await ownPlayerWait(db, account, id)) ?? wait);
}
