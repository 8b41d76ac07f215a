import type { Database } from "../database";
import { AppError } from "../app-error";
import { ownEstablishment } from "./listed-establishments";
import { establishment } from "./tables";

/**
 * Checks that the establishment is one of the account's listed ones; any other is "not
 * found" with the caller's `notFound` message, so its existence never leaks. With `lock`,
 * inside a transaction, it holds the establishment's row, as every change to its zones
 * does, so they happen one at a time.
 */
export async function establishmentOfAccount(
  db: Pick<Database, "select">,
  options: { ownerId: string; establishmentId: string; notFound: string; lock?: boolean },
): Promise<void> {
  const query = db
    .select({ id: establishment.id })
    .from(establishment)
    .where(ownEstablishment(options.ownerId, options.establishmentId));
  const [found] = options.lock ? await query.for("update") : await query;
  if (!found) throw new AppError("NOT_FOUND", options.notFound);
}
