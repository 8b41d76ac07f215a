import { eq } from "drizzle-orm";
import type { z } from "~/shared/schemas/zod";
import type { billingInfoSchema } from "~/shared/schemas/profile";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";

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
