import { and, eq } from "drizzle-orm";
import { checkoutSession } from "../../domain/billing/tables";
import { AppError } from "../../domain/app-error";
import { billingUrls } from "./billing-urls";
import type { BillingDeps } from "./deps";

/** The test checkout page's "Cancelar": the session closes unpaid (product §4: ?canceled=true). */
export async function cancelLocalCheckout(
  deps: BillingDeps,
  options: { sessionId: string; userId: string },
): Promise<{ redirectTo: string }> {
  const session = await deps.db.query.checkoutSession.findFirst({
    where: and(
      eq(checkoutSession.id, options.sessionId),
      eq(checkoutSession.userId, options.userId),
    ),
  });
  if (!session) throw new AppError("NOT_FOUND", "No such checkout");
  if (session.status === "completed")
    throw new AppError("CONFLICT", "This checkout has already been paid");
  await deps.db
    .update(checkoutSession)
    .set({ status: "canceled" })
    .where(and(eq(checkoutSession.id, session.id), eq(checkoutSession.status, "open")));
  return { redirectTo: billingUrls(deps.env).canceled };
}
