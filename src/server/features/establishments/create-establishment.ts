import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { zonesCopy } from "~/shared/copy/zones";
import {
  MAX_ESTABLISHMENTS,
  type Establishment,
  type EstablishmentInput,
} from "~/shared/establishments/schema";
import type { Database } from "../../domain/database";
import { oncePerIntent } from "../../domain/idempotency/once-per-intent";
import { refuseZoneBeyondPaid } from "../../domain/zones/zone-allowance";
import { establishment } from "../../domain/establishments/tables";
import { zone } from "../../domain/zones/tables";
import { AppError } from "../../domain/app-error";
import { listedEstablishmentsOf } from "../../domain/establishments/listed-establishments";
import { toEstablishment } from "./to-establishment";

/**
 * Adds an establishment to a user's account, up to MAX_ESTABLISHMENTS listed ones (archived
 * ones do not count). The owner's row is locked so two creations at once cannot both pass
 * the count. It starts with one zone, "Principal", whose id is its own (decision 023) — a
 * zone the subscription must pay for (decision 027). Created once per intent (decision 035):
 * a double click or a retry with the form's key answers the establishment the first made.
 */
export async function createEstablishment(options: {
  db: Database;
  userId: string;
  input: EstablishmentInput;
  idempotencyKey?: string;
}): Promise<Establishment> {
  const intent = {
    userId: options.userId,
    key: options.idempotencyKey,
    action: "establishments.create",
    request: options.input,
  };
  return options.db.transaction((tx) => oncePerIntent(tx, intent, () => create(tx, options)));
}

async function create(
  tx: Database,
  options: { userId: string; input: EstablishmentInput },
): Promise<Establishment> {
  // Locks the owner's row: two creations at once cannot both pass the counts.
  await refuseZoneBeyondPaid(tx, options.userId);
  const [owned] = await tx
    .select({ total: count() })
    .from(establishment)
    .where(listedEstablishmentsOf(options.userId));
  if ((owned?.total ?? 0) >= MAX_ESTABLISHMENTS)
    throw new AppError("CONFLICT", establishmentsCopy.errors.tooMany(MAX_ESTABLISHMENTS));
  const [created] = await tx
    .insert(establishment)
    .values({ id: randomUUID(), userId: options.userId, ...options.input })
    .returning();
  const made = created as NonNullable<typeof created>;
  await tx
    .insert(zone)
    .values({ id: made.id, establishmentId: made.id, name: zonesCopy.principal, position: 0 });
  return toEstablishment(made);
}
