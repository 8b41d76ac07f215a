import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { BillingCustomer } from "./provider";

/** The signed-in user as a payment provider's customer (with their Stripe customer, if any). */
export async function findBillingCustomer(options: {
  db: Database;
  userId: string;
}): Promise<BillingCustomer> {
  const row = await options.db.query.user.findFirst({
    where: eq(user.id, options.userId),
    columns: { id: true, email: true, name: true, stripeCustomerId: true },
  });
  if (!row) throw new AppError("UNAUTHENTICATED", "The account no longer exists");
  return row;
}
