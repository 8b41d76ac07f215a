import { count, desc, sql } from "drizzle-orm";
import { MAX_WAITS_LISTED, waitRecordingOf } from "~/shared/play-log/player-waits";
import type { PlayerWaitList } from "~/shared/play-log/waits-schema";
import type { Database } from "../../domain/database";
import { playerWait } from "../../domain/play-log/tables";
import { inLocalDays, localClock } from "./local-day-range";

/**
 * The player's waits (decision 021) that began within a range of the establishment's local
 * days, newest first, at most MAX_WAITS_LISTED, and how many there were in all.
 */
export async function listPlayerWaits(options: {
  db: Database;
  range: { establishmentId: string; zoneId?: string; from: string; to: string };
  timeZone: string;
}): Promise<PlayerWaitList> {
  const { db, timeZone } = options;
  const where = inLocalDays({ ...options.range, timeZone }, playerWait);
  // An end may be missing: to_char of null is null, which is what the entry says then.
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: playerWait.id,
        reason: playerWait.reason,
        startedAt: playerWait.startedAt,
        endedAt: playerWait.endedAt,
        receivedAt: playerWait.receivedAt,
        localDate: localClock(playerWait.startedAt, timeZone, "YYYY-MM-DD"),
        localTime: localClock(playerWait.startedAt, timeZone, "HH24:MI:SS"),
        localEndDate: sql<string | null>`${localClock(playerWait.endedAt, timeZone, "YYYY-MM-DD")}`,
        localEndTime: sql<string | null>`${localClock(playerWait.endedAt, timeZone, "HH24:MI:SS")}`,
        localReceivedDate: localClock(playerWait.receivedAt, timeZone, "DD/MM"),
        localReceivedTime: localClock(playerWait.receivedAt, timeZone, "HH24:MI"),
      })
      .from(playerWait)
      .where(where)
      .orderBy(desc(playerWait.startedAt), desc(playerWait.receivedAt))
      .limit(MAX_WAITS_LISTED),
    db.select({ total: count() }).from(playerWait).where(where),
  ]);
  return {
    waits: rows.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      receivedAt: row.receivedAt.toISOString(),
      recording: waitRecordingOf(row),
    })),
    total: counted?.total ?? 0,
  };
}
