import { and, asc, eq, sql } from "drizzle-orm";
import { messagesCopy } from "~/shared/copy/messages";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayExportQuery } from "~/shared/play-log/schema";
import { playLog } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import { csvLine, slug, UTF8_BOM } from "../../infra/csv";
import { recordingOf } from "~/shared/play-log/recording";
import { localClock } from "./local-day-range";
import { historyColumns, historyRange, type HistoryRequest } from "./history-plays";
import { deviceNames } from "../../auth/device-names";
import { playerWaitCsvLines } from "./player-waits-csv";
import { utcOffset } from "./utc-offset";

/** Rows read per query while the file streams out: memory stays flat for a year of plays. */
const PAGE_SIZE = 1000;

export interface PlayHistoryCsv {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * The history of a range of local days as CSV for Spanish Excel (UTF-8 with a BOM, ";"
 * between fields), oldest first as a log reads. It is streamed: each page of rows is read
 * (after the last one's start and seq) only when the client has taken the previous one.
 * The player's waits (decision 021) come in among the plays, each before the first play
 * that started after it. Every record names its establishment and zone (decision 023).
 */
export async function exportPlayHistory(
  options: HistoryRequest<PlayExportQuery>,
): Promise<PlayHistoryCsv> {
  const { db, query } = options;
  const { establishment, where } = await historyRange(options);
  const [nameOf, waits] = await Promise.all([
    deviceNames(db, options.userId),
    playerWaitCsvLines({ db, range: query, establishment }),
  ]);
  /** The waits that started at or before `until` (all when null) not yet written. */
  const waitsUpTo = (until: Date | null) => {
    const due = waits.findIndex((wait) => until !== null && wait.startedAt > until);
    return waits
      .splice(0, due === -1 ? waits.length : due)
      .map((wait) => wait.line)
      .join("");
  };
  const encoder = new TextEncoder();
  let after: { startedAt: string; seq: number } | null = null;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvLine([...playLogCopy.csvColumns])));
    },
    async pull(controller) {
      const rows = await db
        .select({
          seq: playLog.seq,
          ...historyColumns(establishment.timeZone),
          localReceived: localClock(
            playLog.receivedAt,
            establishment.timeZone,
            "YYYY-MM-DD HH24:MI:SS",
          ),
        })
        .from(playLog)
        .innerJoin(zone, eq(zone.id, playLog.zoneId))
        .where(
          and(
            where,
            after
              ? sql`(${playLog.startedAt}, ${playLog.seq}) > (${after.startedAt}::timestamptz, ${after.seq})`
              : undefined,
          ),
        )
        .orderBy(asc(playLog.startedAt), asc(playLog.seq))
        .limit(PAGE_SIZE);
      const text = rows
        .map(
          (row) =>
            waitsUpTo(row.startedAt) +
            csvLine([
              row.localDate,
              row.localTime,
              row.localEndTime,
              establishment.timeZone,
              playLogCopy.utcOffset(utcOffset(row.startedAt, establishment.timeZone)),
              row.title,
              row.artist,
              row.songId,
              Math.round(row.secondsHeard),
              playLogCopy.endings[row.ending],
              nameOf(row.deviceId),
              playLogCopy.origins[row.origin],
              playLogCopy.recordings[recordingOf(row)],
              row.localReceived,
              // Last, for whoever checks a late play against the lease its device was given
              // (decision 017): leases and claims name devices by this id, not by their name.
              row.deviceId,
              // Added after the others, so a sheet that reads columns by position still reads them.
              row.kind === "message" ? messagesCopy.kindMessage : messagesCopy.kindSong,
              // Which room it sounded in: two zones play at once, and their rows interleave.
              establishment.tradingName,
              row.zoneName,
            ]),
        )
        .join("");
      const done = rows.length < PAGE_SIZE;
      const all = done ? text + waitsUpTo(null) : text;
      if (all) controller.enqueue(encoder.encode(all));
      const last = rows.at(-1);
      if (last) after = { startedAt: last.startedAt.toISOString(), seq: last.seq };
      if (done) controller.close();
    },
  });

  return {
    filename: `historial-${slug(establishment.tradingName)}-${query.from}-${query.to}.csv`,
    body,
  };
}
