import { eq } from "drizzle-orm";
import { establishmentsCopy } from "~/shared/copy/establishments";
import type { Database } from "../../domain/database";
import { certificate } from "../../domain/certificates/tables";
import { establishment } from "../../domain/establishments/tables";
import { inspectionFile, musicSourceDeclaration } from "../../domain/inspection-files/tables";
import { loggedAgainst } from "../../domain/play-log/logged-against";
import { anyRowNames } from "../../domain/any-row-names";
import { AppError } from "../../domain/app-error";
import { ownEstablishment } from "../../domain/establishments/listed-establishments";

/**
 * Removes an establishment from its owner's list; only its owner may. Once plays, seals,
 * certificates, waits, inspection files or signed declarations refer to it, it is archived instead of deleted: they are proof for
 * years (business.md, "Play history") and must keep naming it — the database refuses to
 * delete it then (decision 033), so this asks the same questions its trigger does.
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

    const referred = await Promise.all([
      loggedAgainst(tx, "establishmentId", found.id),
      anyRowNames(tx, certificate.establishmentId, found.id),
      anyRowNames(tx, inspectionFile.establishmentId, found.id),
      anyRowNames(tx, musicSourceDeclaration.establishmentId, found.id),
    ]);
    if (referred.some(Boolean)) {
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
