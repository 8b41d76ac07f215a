import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";

/** The names of an owner's listed establishments among `ids`, in the order of `ids`. */
export async function ownerEstablishments(
  db: Pick<Database, "select">,
  ownerId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: establishment.id, name: establishment.tradingName })
    .from(establishment)
    .where(
      and(
        eq(establishment.userId, ownerId),
        inArray(establishment.id, [...ids]),
        isNull(establishment.archivedAt),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
