import { and, eq } from "drizzle-orm";
import { playLogCopy } from "~/shared/copy/play-log";
import { madeInSession } from "~/shared/devices/claimant";
import type { PlayerWait, PlayerWaitStart } from "~/shared/play-log/waits-schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { playerWait } from "../../domain/play-log/tables";
import { AppError } from "../../domain/app-error";
import { startFault } from "./check-player-wait";
import { CLOCK_SLACK_MS } from "./check-plays";
import { ownPlayerWait, toPlayerWait } from "./own-player-wait";
import { playZones } from "./play-zones";
import type { WaitReport } from "./wait-report";
import { zoneClaimsBetween } from "./zone-claims-between";

/**
 * Records that the player began to wait for a tap (decision 021), in one of the user's
 * establishments that is not archived and its zone (decision 023: the one named, live, or
 * without one the Principal, as for plays), and answers the wait as kept.
 *
 * Like a play, a wait is taken only from the player that held the zone's claim when it
 * began, in the session that reports it (decision 034; a wait names no device, so any
 * claim of that session counts), within the clock's slack.
 *
 * A wait whose id the server already has is a resend: it answers the wait it has, before
 * any rule runs, so a start resent after its answer was lost is never refused. Two sends
 * racing insert once (the id is the key) and both answer the row that won. The route has
 * checked the establishment is the account's.
 */
export async function startPlayerWait(
  options: WaitReport & { wait: PlayerWaitStart },
): Promise<PlayerWait> {
  const { db, account, wait } = options;
  const userId = account.ownerId;
  const known = await ownPlayerWait(db, account, wait.id);
  if (known) return toPlayerWait(known);

  const [establishmentRow] = await db
    .select({ archivedAt: establishment.archivedAt, createdAt: establishment.createdAt })
    .from(establishment)
    .where(and(eq(establishment.id, wait.establishmentId), eq(establishment.userId, userId)));
  if (!establishmentRow) throw new AppError("NOT_FOUND", playLogCopy.errors.establishmentNotFound);
  if (establishmentRow.archivedAt)
    throw new AppError("NOT_FOUND", playLogCopy.errors.establishmentArchived);
  const joins = (await playZones(db, [wait.establishmentId]))(wait);
  // A wait begins now: a zone named by the player must still be live.
  if ("fault" in joins || (wait.zoneId && joins.archivedAt)) {
    const message = playLogCopy.errors["fault" in joins ? joins.fault : "zoneArchived"];
    throw new AppError("NOT_FOUND", message, { issues: [{ path: "zoneId", message }] });
  }

  const now = options.now ?? new Date();
  const startedAt = new Date(wait.startedAt);
  const fault =
    startFault({ startedAt, establishmentCreatedAt: establishmentRow.createdAt, now }) ??
    (await claimFault(db, joins.zoneId, startedAt, options.sessionId));
  if (fault)
    throw new AppError("BAD_REQUEST", fault, { issues: [{ path: "startedAt", message: fault }] });

  await db
    .insert(playerWait)
    .values({
      id: wait.id,
      establishmentId: wait.establishmentId,
      zoneId: joins.zoneId,
      userId,
      sessionId: options.sessionId,
      reason: wait.reason,
      startedAt,
      receivedAt: now,
    })
    .onConflictDoNothing({ target: playerWait.id });
  const kept = await ownPlayerWait(db, account, wait.id);
  // Taken by another account's wait, or another establishment's: ids are random, so only
  // a forged or borrowed one gets here.
  if (!kept) throw new AppError("NOT_FOUND", playLogCopy.waits.errors.notFound);
  return toPlayerWait(kept);
}

/** Why the session did not hold the zone when the wait began, or null: it did. */
async function claimFault(
  db: Database,
  zoneId: string,
  startedAt: Date,
  sessionId: string,
): Promise<string | null> {
  const start = startedAt.getTime();
  const claims = await zoneClaimsBetween(
    db,
    zoneId,
    new Date(start - CLOCK_SLACK_MS),
    new Date(start + CLOCK_SLACK_MS),
  );
  return claims.some((claim) => madeInSession(claim, sessionId))
    ? null
    : playLogCopy.waits.errors.notHeld;
}
