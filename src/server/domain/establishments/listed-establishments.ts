import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../database";
import { establishment } from "./tables";

/**
 * One establishment of its owner's, not archived. Another user's is "not found", so its
 * existence never leaks; an archived one is gone for its owner too (only its proof stays).
 */
export const ownEstablishment = (userId: string, establishmentId: string) =>
  and(
    eq(establishment.id, establishmentId),
    eq(establishment.userId, userId),
    isNull(establishment.archivedAt),
  );

/** A user's establishments that are still listed: not archived. */
export const listedEstablishmentsOf = (userId: string) =>
  and(eq(establishment.userId, userId), isNull(establishment.archivedAt));

/**
 * The owner's listed establishments, named: all of them, or those among `ids` (in no
 * particular order; callers that show them sort them).
 */
export async function namedEstablishmentsOf(
  db: Pick<Database, "select">,
  options: { ownerId: string; ids?: readonly string[] },
): Promise<{ id: string; name: string }[]> {
  if (options.ids?.length === 0) return [];
  return db
    .select({ id: establishment.id, name: establishment.tradingName })
    .from(establishment)
    .where(
      and(
        listedEstablishmentsOf(options.ownerId),
        options.ids ? inArray(establishment.id, [...options.ids]) : undefined,
      ),
    );
}
