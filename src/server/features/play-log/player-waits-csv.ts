import { asc, eq } from "drizzle-orm";
import { playLogCopy } from "~/shared/copy/play-log";
import { waitRecordingOf } from "~/shared/play-log/player-waits";
import type { Database } from "../../domain/database";
import { playerWait } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import { csvLine } from "../../infra/csv";
import { inLocalDays, localClock } from "./local-day-range";
import { utcOffset } from "./utc-offset";

/** A wait's CSV record, and its start, to place it among the plays. */
export interface WaitCsvLine {
  startedAt: Date;
  line: string;
}

/**
 * The player's waits of a range (decision 021) as records of the history's CSV, oldest
 * first, in the plays' columns: the wait's reason where a play has its title, "espera"
 * where a play says how it ended, and nothing a wait does not have (song, seconds heard,
 * device, how it sounded, whether a song or a message), and its establishment and zone as
 * a play's. All at once: about one an opening, a year's fit in memory.
 */
export async function playerWaitCsvLines(options: {
  db: Database;
  range: { establishmentId: string; zoneId?: string; from: string; to: string };
  establishment: { tradingName: string; timeZone: string };
}): Promise<WaitCsvLine[]> {
  const { tradingName, timeZone } = options.establishment;
  const rows = await options.db
    .select({
      startedAt: playerWait.startedAt,
      receivedAt: playerWait.receivedAt,
      reason: playerWait.reason,
      zoneName: zone.name,
      localDate: localClock(playerWait.startedAt, timeZone, "YYYY-MM-DD"),
      localTime: localClock(playerWait.startedAt, timeZone, "HH24:MI:SS"),
      localEndTime: localClock(playerWait.endedAt, timeZone, "HH24:MI:SS"),
      localReceived: localClock(playerWait.receivedAt, timeZone, "YYYY-MM-DD HH24:MI:SS"),
    })
    .from(playerWait)
    .innerJoin(zone, eq(zone.id, playerWait.zoneId))
    .where(inLocalDays({ ...options.range, timeZone }, playerWait))
    .orderBy(asc(playerWait.startedAt), asc(playerWait.receivedAt));
  const copy = playLogCopy.waits;
  return rows.map((row) => ({
    startedAt: row.startedAt,
    line: csvLine([
      row.localDate,
      row.localTime,
      // to_char of a missing end is null.
      (row.localEndTime as string | null) ?? copy.csvUnfinished,
      timeZone,
      playLogCopy.utcOffset(utcOffset(row.startedAt, timeZone)),
      copy.reasons[row.reason],
      "",
      "",
      "",
      copy.csvKind,
      "",
      "",
      playLogCopy.recordings[waitRecordingOf(row)],
      row.localReceived,
      "",
      "",
      tradingName,
      row.zoneName,
    ]),
  }));
}
