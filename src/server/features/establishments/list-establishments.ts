import { asc } from "drizzle-orm";
import type { Establishment } from "~/shared/schemas/establishments";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { listedEstablishmentsOf } from "./own-establishment";
import { toEstablishment } from "./to-establishment";

/**
 * One user's establishments, oldest first (the first one is the one asked for at sign-up);
 * archived ones are left out, for the owner and the admin alike.
 */
export async function listEstablishments(options: {
  db: Database;
  userId: string;
}): Promise<Establishment[]> {
  const rows = await options.db
    .select()
    .from(establishment)
    .where(listedEstablishmentsOf(options.userId))
    .orderBy(asc(establishment.createdAt), asc(establishment.id));
  return rows.map(toEstablishment);
}
