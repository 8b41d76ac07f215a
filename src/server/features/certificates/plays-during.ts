import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { heardSpanOf, MAX_PLAY_SPAN_MS } from "~/shared/play-log/recording";
import type { PlayHeard } from "~/shared/certificates/schema";
import type { Database } from "../../domain/database";
import { rightsLinesOf } from "../../domain/catalog/rights-lines";
import { playLog } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";

interface Span {
  db: Database;
  establishmentId: string;
  /** One zone's plays (decision 023); without it, every zone's. */
  zoneId?: string;
  from: Date;
  until: Date;
}

/**
 * The plays of an establishment heard during [from, until): started before `until` and
 * ended after `from`. No play lasts longer than MAX_PLAY_SPAN_MS, so the start is bounded
 * on both sides and the lookup is a range scan of play_log_started_at_idx
 * (establishment_id, started_at), however long the log. A query, so a test can read its plan.
 */
export function playsDuringQuery(options: Span) {
  return options.db
    .select({
      zoneId: playLog.zoneId,
      kind: playLog.kind,
      title: playLog.title,
      artist: playLog.artist,
      startedAt: playLog.startedAt,
      endedAt: playLog.endedAt,
      secondsHeard: playLog.secondsHeard,
      receivedAt: playLog.receivedAt,
      songId: playLog.songId,
    })
    .from(playLog)
    .where(
      and(
        eq(playLog.establishmentId, options.establishmentId),
        options.zoneId ? eq(playLog.zoneId, options.zoneId) : undefined,
        gte(playLog.startedAt, new Date(options.from.getTime() - MAX_PLAY_SPAN_MS)),
        lt(playLog.startedAt, options.until),
        gt(playLog.endedAt, options.from),
      ),
    )
    .orderBy(asc(playLog.startedAt), asc(playLog.seq));
}

/**
 * Every play heard during the span, in the order they started, as the answer lists them:
 * the zone by its name, the song by its title and artist as heard, never the catalogue's
 * internal id — the answer is public and read by people — and with its rights line
 * (decision 039) while the catalogue still knows the song. A message that sounded, between
 * songs or over the lowered music, is one of them, with its kind (decision 028). A row
 * that spans more than its seconds heard (taken before decision 032) answers only for its
 * first seconds heard (heardSpanOf), and says so by its end.
 */
export async function playsDuring(options: Span): Promise<PlayHeard[]> {
  const [rows, zones] = await Promise.all([
    playsDuringQuery(options),
    options.db
      .select({ id: zone.id, name: zone.name })
      .from(zone)
      .where(eq(zone.establishmentId, options.establishmentId)),
  ]);
  const nameOf = new Map(zones.map((row) => [row.id, row.name]));
  const rightsOf = await rightsLinesOf(
    options.db,
    rows.filter((row) => row.kind === "song").map((row) => row.songId),
  );
  return rows.flatMap((row) => {
    const heard = heardSpanOf(row);
    if (heard.endedAt <= options.from) return [];
    return [
      {
        zoneId: row.zoneId,
        zone: nameOf.get(row.zoneId) ?? "",
        kind: row.kind,
        title: row.title,
        artist: row.artist,
        startedAt: row.startedAt.toISOString(),
        endedAt: heard.endedAt.toISOString(),
        recording: heard.recording,
        receivedAt: row.receivedAt.toISOString(),
        rights: row.kind === "song" ? (rightsOf.get(row.songId) ?? null) : null,
      },
    ];
  });
}
