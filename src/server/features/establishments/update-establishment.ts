import { establishmentsCopy } from "~/shared/copy/establishments";
import type { Establishment, EstablishmentInput } from "~/shared/establishments/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { AppError } from "../../domain/app-error";
import { ownEstablishment } from "../../domain/establishments/listed-establishments";
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
