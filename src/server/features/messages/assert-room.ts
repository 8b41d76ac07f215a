import { count, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../domain/database";
import { AppError } from "../../domain/app-error";

/**
 * An account holds at most `max` rows of the table `owner` names them in (its list is
 * answered whole): one more is refused with `refusal`.
 */
export async function assertRoom(
  db: Pick<Database, "select">,
  room: { owner: PgColumn; accountId: string; max: number; refusal: string },
) {
  const [row] = await db
    .select({ total: count() })
    .from(room.owner.table)
    .where(eq(room.owner, room.accountId));
  if ((row?.total ?? 0) >= room.max) throw new AppError("CONFLICT", room.refusal);
}
