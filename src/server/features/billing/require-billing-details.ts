import { eq } from "drizzle-orm";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { BillingDeps } from "./deps";

/**
 * Before a first payment: its invoice names the customer by their billing
 * details (tax id, address), kept in the profile. Without them the checkout is refused
 * (the test checkout's payment, or Stripe's checkout before it opens) with an issue on
 * `billingInfo`, which the pages answer with the profile's form.
 */
export async function requireBillingDetails(
  deps: Pick<BillingDeps, "db">,
  userId: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ billing: user.billingInfo })
    .from(user)
    .where(eq(user.id, userId));
  if (!row?.billing)
    throw new AppError("CONFLICT", subscriptionCopy.billingDetails.required, {
      issues: [{ path: "billingInfo", message: "required" }],
    });
}
