import { count, desc, eq, sql } from "drizzle-orm";
import { SEALS_PAGE_SIZE, type PlayLogSealPage } from "~/shared/play-log/seals-schema";
import type { Database } from "../../domain/database";
import { playLogSeal, playLogSealTimestamp } from "../../domain/play-log/tables";
import { readableEstablishment } from "./readable-establishment";

/** "Sellos del registro": one page of an establishment's seals, newest first. */
export async function listSeals(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  page: number;
}): Promise<PlayLogSealPage> {
  const { db, page } = options;
  const establishment = await readableEstablishment(db, options.userId, options.establishmentId);
  const mine = eq(playLogSeal.establishmentId, establishment.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: playLogSeal.id,
        seq: playLogSeal.seq,
        hash: playLogSeal.hash,
        reason: playLogSeal.reason,
        sealedAt: playLogSeal.sealedAt,
        timeStamped: sql<boolean>`${playLogSealTimestamp.sealId} is not null`,
      })
      .from(playLogSeal)
      .leftJoin(playLogSealTimestamp, eq(playLogSealTimestamp.sealId, playLogSeal.id))
      .where(mine)
      .orderBy(desc(playLogSeal.sealedAt), desc(playLogSeal.seq))
      .limit(SEALS_PAGE_SIZE)
      .offset((page - 1) * SEALS_PAGE_SIZE),
    db.select({ value: count() }).from(playLogSeal).where(mine),
  ]);
  const all = total?.value ?? 0;
  return {
    seals: rows.map((row) => ({
      ...row,
      sealedAt: row.sealedAt.toISOString(),
      timeStamped: Boolean(row.timeStamped),
    })),
    page,
    pages: Math.max(1, Math.ceil(all / SEALS_PAGE_SIZE)),
    total: all,
  };
}
