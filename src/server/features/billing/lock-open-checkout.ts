import { and, eq } from "drizzle-orm";
import { subscriptionCopy } from "~/shared/copy/subscription";
import type { Database } from "../../domain/database";
import { checkoutSession } from "../../domain/billing/tables";
import { AppError } from "../../domain/app-error";

/**
 * The user's checkout session, locked for the rest of the transaction, if it may still be
 * paid or changed: open and not expired at `now`. Someone else's session is "not found":
 * its id reveals nothing.
 */
export async function lockOpenCheckout(
  tx: Database,
  options: { sessionId: string; userId: string; now: Date },
) {
  const [session] = await tx
    .select()
    .from(checkoutSession)
    .where(
      and(eq(checkoutSession.id, options.sessionId), eq(checkoutSession.userId, options.userId)),
    )
    .for("update");
  if (!session) throw new AppError("NOT_FOUND", "No such checkout");
  if (session.status !== "open" || session.expiresAt <= options.now)
    throw new AppError("CONFLICT", subscriptionCopy.checkout.unavailable);
  return session;
}
