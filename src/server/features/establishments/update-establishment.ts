import { establishmentsCopy } from "~/shared/copy/establishments";
import type { Establishment, EstablishmentInput } from "~/shared/schemas/establishments";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { ownEstablishment } from "./own-establishment";
import { toEstablishment } from "./to-establishment";

/** Replaces an establishment's fields; only its owner may. */
export async function updateEstablishment(options: {
  db: Database;
  userId: string;
  establishmentId: string;
  input: EstablishmentInput;
}): Promise<Establishment> {
  const [updated] = await options.db
    .update(establishment)
    .set({ ...options.input, updatedAt: new Date() })
    .where(ownEstablishment(options.userId, options.establishmentId))
    .returning();
  if (!updated) throw new AppError("NOT_FOUND", establishmentsCopy.errors.notFound);
  return toEstablishment(updated);
}
