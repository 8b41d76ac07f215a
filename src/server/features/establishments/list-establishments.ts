import { asc, eq } from "drizzle-orm";
import type { Establishment } from "~/shared/schemas/establishments";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { toEstablishment } from "./to-establishment";

/** One user's establishments, oldest first (the first one is the one asked for at sign-up). */
export async function listEstablishments(options: {
  db: Database;
  userId: string;
}): Promise<Establishment[]> {
  const rows = await options.db
    .select()
    .from(establishment)
    .where(eq(establishment.userId, options.userId))
    .orderBy(asc(establishment.createdAt), asc(establishment.id));
  return rows.map(toEstablishment);
}
