import { and, eq } from "drizzle-orm";
import { playLogCopy } from "~/shared/copy/play-log";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { AppError } from "../../domain/app-error";

/**
 * One of the user's establishments whose history may be read — archived ones too: their
 * plays are still proof. Another user's is "not found", so its existence never leaks.
 */
export async function readableEstablishment(db: Database, userId: string, establishmentId: string) {
  const [found] = await db
    .select({
      id: establishment.id,
      tradingName: establishment.tradingName,
      timeZone: establishment.timeZone,
    })
    .from(establishment)
    .where(and(eq(establishment.id, establishmentId), eq(establishment.userId, userId)));
  if (!found) throw new AppError("NOT_FOUND", playLogCopy.errors.establishmentNotFound);
  return found;
}
