import { and, eq } from "drizzle-orm";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { Database } from "../../domain/database";
import { playLogSeal, playLogSealTimestamp } from "../../domain/play-log/tables";
import { AppError } from "../../domain/app-error";
import { readableEstablishment } from "./readable-establishment";

/** A seal's RFC 3161 token (DER TimeStampResp), for its establishment's owner only. */
export async function readSealTimestamp(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  sealId: string;
}): Promise<{ response: Buffer; filename: string }> {
  const { db } = options;
  const establishment = await readableEstablishment(db, options.userId, options.establishmentId);
  const [found] = await db
    .select({ response: playLogSealTimestamp.response, sealedAt: playLogSeal.sealedAt })
    .from(playLogSealTimestamp)
    .innerJoin(playLogSeal, eq(playLogSeal.id, playLogSealTimestamp.sealId))
    .where(
      and(eq(playLogSeal.id, options.sealId), eq(playLogSeal.establishmentId, establishment.id)),
    );
  if (!found) throw new AppError("NOT_FOUND", playLogSealsCopy.errors.timestampNotFound);
  const day = found.sealedAt.toISOString().slice(0, 10);
  return { response: found.response, filename: `sello-${day}-${options.sealId}.tsr` };
}
