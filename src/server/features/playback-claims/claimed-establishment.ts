import { and, eq, isNull } from "drizzle-orm";
import { playbackClaimsCopy } from "~/shared/copy/playback-claims";
import type { Database } from "../../db/client";
import { establishment } from "../../db/schema";
import { AppError } from "../../http/app-error";

/**
 * Checks that the establishment is the user's and listed (another user's is "not found",
 * so its existence never leaks). With `lock`, inside a transaction, it holds the
 * establishment's row so two claims of it are taken one after the other.
 */
export async function claimedEstablishment(
  db: Pick<Database, "select">,
  options: { userId: string; establishmentId: string; lock?: boolean },
): Promise<void> {
  const query = db
    .select({ id: establishment.id })
    .from(establishment)
    .where(
      and(
        eq(establishment.id, options.establishmentId),
        eq(establishment.userId, options.userId),
        isNull(establishment.archivedAt),
      ),
    );
  const [place] = options.lock ? await query.for("update") : await query;
  if (!place) throw new AppError("NOT_FOUND", playbackClaimsCopy.errors.establishmentNotFound);
}
