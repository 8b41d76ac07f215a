import { establishmentsCopy } from "~/shared/copy/establishments";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { ownEstablishment } from "./own-establishment";

/**
 * Deletes an establishment; only its owner may. Nothing refers to one yet: the play
 * log and certificates will have to decide what a deletion leaves behind.
 */
export async function deleteEstablishment(options: {
  db: Database;
  userId: string;
  establishmentId: string;
}): Promise<void> {
  const deleted = await options.db
    .delete(establishment)
    .where(ownEstablishment(options.userId, options.establishmentId))
    .returning({ id: establishment.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", establishmentsCopy.errors.notFound);
}
