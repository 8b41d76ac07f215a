import { and, eq, isNull } from "drizzle-orm";
import { establishment } from "../../domain/establishments/tables";

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
