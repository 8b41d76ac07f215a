import { eq } from "drizzle-orm";
import { establishmentsCopy } from "~/shared/copy/establishments";
import type { Database } from "../../db/client";
import { certificate, establishment, playLog } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { ownEstablishment } from "./own-establishment";

/**
 * Removes an establishment from its owner's list; only its owner may. Once plays or
 * certificates refer to it, it is archived instead of deleted: the play log and the
 * certificates are proof for years (business.md, "Play history") and must keep naming it.
 * The row is locked first: a play inserted meanwhile (its foreign key locks the row too)
 * either lands before the check or fails after the deletion, never slips in between.
 */
export async function deleteEstablishment(options: {
  db: Database;
  userId: string;
  establishmentId: string;
}): Promise<{ archived: boolean }> {
  return options.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: establishment.id })
      .from(establishment)
      .where(ownEstablishment(options.userId, options.establishmentId))
      .for("update");
    if (!found) throw new AppError("NOT_FOUND", establishmentsCopy.errors.notFound);

    const plays = await tx
      .select({ seq: playLog.seq })
      .from(playLog)
      .where(eq(playLog.establishmentId, found.id))
      .limit(1);
    const certificates = await tx
      .select({ id: certificate.id })
      .from(certificate)
      .where(eq(certificate.establishmentId, found.id))
      .limit(1);
    if (plays.length > 0 || certificates.length > 0) {
      await tx
        .update(establishment)
        .set({ archivedAt: new Date() })
        .where(eq(establishment.id, found.id));
      return { archived: true };
    }
    await tx.delete(establishment).where(eq(establishment.id, found.id));
    return { archived: false };
  });
}
