import type { Database } from "../../domain/database";
import { playLog } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import { inLocalDays, localEnd, localStart } from "./local-day-range";
import { readableEstablishment } from "./readable-establishment";

/** A request for a stretch of an establishment's history, on the owner's behalf. */
export interface HistoryRequest<Query> {
  db: Database;
  userId: string;
  query: Query;
}

type HistoryRangeQuery = { establishmentId: string; zoneId?: string; from: string; to: string };

/**
 * The establishment whose history is asked for (one of the user's, archived or not) and
 * the condition on its plays in the range of its local days asked for.
 */
export async function historyRange({ db, userId, query }: HistoryRequest<HistoryRangeQuery>) {
  const establishment = await readableEstablishment(db, userId, query.establishmentId);
  return { establishment, where: inLocalDays({ ...query, timeZone: establishment.timeZone }) };
}

/**
 * What the history shows of a play, on the page and in the CSV: its zone's name (with
 * playLog joined to zone), its facts, and its start and end on the establishment's clock.
 */
export const historyColumns = (timeZone: string) => ({
  zoneName: zone.name,
  startedAt: playLog.startedAt,
  localDate: localStart(timeZone, "YYYY-MM-DD"),
  localTime: localStart(timeZone, "HH24:MI:SS"),
  endedAt: playLog.endedAt,
  localEndTime: localEnd(timeZone, "HH24:MI:SS"),
  receivedAt: playLog.receivedAt,
  kind: playLog.kind,
  songId: playLog.songId,
  title: playLog.title,
  artist: playLog.artist,
  secondsHeard: playLog.secondsHeard,
  ending: playLog.ending,
  deviceId: playLog.deviceId,
  origin: playLog.origin,
});
