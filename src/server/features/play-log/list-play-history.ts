import { desc, eq, sql } from "drizzle-orm";
import {
  PLAY_HISTORY_PAGE_SIZE,
  type PlayHistoryPage,
  type PlayHistoryQuery,
} from "~/shared/play-log/schema";
import { playLog } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import { recordingOf } from "~/shared/play-log/recording";
import { deviceNames } from "../../auth/device-names";
import { listPlayerWaits } from "./list-player-waits";
import { localClock, localStart } from "./local-day-range";
import { historyColumns, historyRange, type HistoryRequest } from "./history-plays";

/**
 * "Historial de reproducción": one page of an establishment's plays in a range of local
 * days — of all its zones, or of the one asked for, each play naming its zone — newest
 * first, the totals of every day of the range (songs and messages apart; their sum is the
 * total), and the player's waits in the range (decision 021).
 */
export async function listPlayHistory(
  options: HistoryRequest<PlayHistoryQuery>,
): Promise<PlayHistoryPage> {
  const { db, query } = options;
  const { establishment, where } = await historyRange(options);
  const localDate = localStart(establishment.timeZone, "YYYY-MM-DD");
  const isSong = sql`${playLog.kind} = 'song'`;

  const [rows, days, nameOf, waits] = await Promise.all([
    db
      .select({
        id: playLog.clientId,
        zoneId: playLog.zoneId,
        ...historyColumns(establishment.timeZone),
        localReceivedDate: localClock(playLog.receivedAt, establishment.timeZone, "DD/MM"),
        localReceivedTime: localClock(playLog.receivedAt, establishment.timeZone, "HH24:MI"),
      })
      .from(playLog)
      .innerJoin(zone, eq(zone.id, playLog.zoneId))
      .where(where)
      .orderBy(desc(playLog.startedAt), desc(playLog.seq))
      .limit(PLAY_HISTORY_PAGE_SIZE)
      .offset((query.page - 1) * PLAY_HISTORY_PAGE_SIZE),
    // Music and messages apart: a message is never counted as a song played (decision 028).
    db
      .select({
        localDate,
        plays: sql<number>`(count(*) filter (where ${isSong}))::int`,
        seconds: sql<number>`coalesce(sum(${playLog.secondsHeard}) filter (where ${isSong}), 0)::float8`,
        messages: sql<number>`(count(*) filter (where ${playLog.kind} = 'message'))::int`,
      })
      .from(playLog)
      .where(where)
      // By position: the same expression written twice would carry other parameters.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`),
    deviceNames(db, options.userId),
    listPlayerWaits({ db, range: query, timeZone: establishment.timeZone }),
  ]);

  return {
    plays: rows.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
      recording: recordingOf(row),
      deviceName: nameOf(row.deviceId),
    })),
    days: days.map((day) => ({
      ...day,
      plays: Number(day.plays),
      seconds: Number(day.seconds),
      messages: Number(day.messages),
    })),
    waits,
    page: query.page,
    pageSize: PLAY_HISTORY_PAGE_SIZE,
    total: days.reduce((sum, day) => sum + Number(day.plays) + Number(day.messages), 0),
  };
}
