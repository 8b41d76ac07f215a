import { and, eq, isNull } from "drizzle-orm";
import { remoteCopy } from "~/shared/copy/remote";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { AppError } from "../../http/app-error";

export interface ControllableZone {
  zoneId: string;
  establishmentId: string;
}

/**
 * The one answer to "may this user control zone X, and whose establishment is it", asked
 * on every command and every player's state. Today a zone is an establishment's single zone
 * "Principal", whose id is the establishment's (decision 024); another user's, an archived
 * one or none at all is "not found", so its existence never leaks.
 */
export async function controllableZone(
  db: Database,
  options: { userId: string; zoneId: string },
): Promise<ControllableZone> {
  const [place] = await db
    .select({ id: establishment.id })
    .from(establishment)
    .where(
      and(
        eq(establishment.id, options.zoneId),
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
      ),
    );
  if (!place) throw new AppError("NOT_FOUND", remoteCopy.errors.zoneNotFound);
  return { zoneId: place.id, establishmentId: place.id };
}
