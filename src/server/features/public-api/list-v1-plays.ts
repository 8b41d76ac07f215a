import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { publicApiCopy } from "~/shared/copy/public-api";
import type { V1Play, V1PlaysPage, V1PlaysQuery } from "~/shared/public-api/v1-schema";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { playLog } from "../../domain/play-log/tables";
import { workedZones } from "../../domain/zones/worked-zones";
import { tokenZone } from "./token-zone";

const errors = publicApiCopy.errors;

/** Where a page ended: the last play's start, zone and number — the order's whole key. */
interface Cursor {
  startedAt: Date;
  zoneId: string;
  seq: number;
}

const encodeCursor = (play: Cursor) =>
  Buffer.from(`${play.startedAt.getTime()}|${play.zoneId}|${play.seq}`).toString("base64url");

function decodeCursor(cursor: string): Cursor {
  const [ms, zoneId, seq] = Buffer.from(cursor, "base64url").toString().split("|");
  const at = Number(ms);
  const number = Number(seq);
  if (!zoneId || !Number.isSafeInteger(at) || !Number.isSafeInteger(number))
    throw new AppError("BAD_REQUEST", errors.cursor);
  return { startedAt: new Date(at), zoneId, seq: number };
}

/**
 * GET /api/v1/plays: the sealed play log of the zones the token's creator works in,
 * oldest first, a page at a time by cursor — stable while plays keep arriving, unlike
 * page numbers. A zone asked for that is not theirs is "not found", as anyone else's.
 */
export async function listV1Plays(options: {
  db: Database;
  account: TeamAccount;
  query: V1PlaysQuery;
}): Promise<V1PlaysPage> {
  const { db, account, query } = options;
  if (query.zoneId) await tokenZone(db, account, query.zoneId);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select({
      zoneId: playLog.zoneId,
      establishmentId: playLog.establishmentId,
      seq: playLog.seq,
      hash: playLog.hash,
      kind: playLog.kind,
      title: playLog.title,
      artist: playLog.artist,
      startedAt: playLog.startedAt,
      endedAt: playLog.endedAt,
      secondsHeard: playLog.secondsHeard,
      ending: playLog.ending,
    })
    .from(playLog)
    .innerJoin(establishment, eq(establishment.id, playLog.establishmentId))
    .where(
      and(
        eq(establishment.userId, account.ownerId),
        workedZones(account, { zoneId: playLog.zoneId, establishmentId: playLog.establishmentId }),
        query.zoneId ? eq(playLog.zoneId, query.zoneId) : undefined,
        query.from ? gte(playLog.startedAt, new Date(query.from)) : undefined,
        query.to ? lt(playLog.startedAt, new Date(query.to)) : undefined,
        after
          ? sql`(${playLog.startedAt}, ${playLog.zoneId}, ${playLog.seq}) > (${after.startedAt}, ${after.zoneId}, ${after.seq})`
          : undefined,
      ),
    )
    .orderBy(asc(playLog.startedAt), asc(playLog.zoneId), asc(playLog.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    plays: page.map((row): V1Play => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
