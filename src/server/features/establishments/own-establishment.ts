import { and, eq } from "drizzle-orm";
import { establishment } from "../../db/schema";

/**
 * One establishment of its owner's. Another user's is "not found", so its existence
 * never leaks.
 */
export const ownEstablishment = (userId: string, establishmentId: string) =>
  and(eq(establishment.id, establishmentId), eq(establishment.userId, userId));
