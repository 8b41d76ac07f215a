import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../http/app-error";

/** The user's own choice (the profile page): marketing e-mails or not. */
export async function setMarketingOptOut(options: {
  db: Database;
  userId: string;
  optOut: boolean;
}): Promise<{ marketingOptOut: boolean }> {
  const [row] = await options.db
    .update(user)
    .set({ marketingOptOut: options.optOut })
    .where(eq(user.id, options.userId))
    .returning({ marketingOptOut: user.marketingOptOut });
  if (!row) throw new AppError("UNAUTHENTICATED", "The account no longer exists");
  return row;
}
