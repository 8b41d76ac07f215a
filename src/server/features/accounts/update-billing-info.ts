import { eq } from "drizzle-orm";
import type { z } from "~/shared/validation/zod";
import type { billingInfoSchema } from "~/shared/accounts/profile-schema";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";

export async function updateBillingInfo(options: {
  db: Database;
  userId: string;
  billingInfo: z.output<typeof billingInfoSchema>;
}): Promise<void> {
  await options.db
    .update(user)
    .set({ billingInfo: options.billingInfo })
    .where(eq(user.id, options.userId));
}
