import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../http/app-error";

/** The user's own choice (the profile page): campaign e-mails or not. */
export async function setCampaignsOptOut(options: {
  db: Database;
  userId: string;
  optOut: boolean;
}): Promise<{ campaignsOptOut: boolean }> {
  const [row] = await options.db
    .update(user)
    .set({ campaignsOptOut: options.optOut })
    .where(eq(user.id, options.userId))
    .returning({ campaignsOptOut: user.campaignsOptOut });
  if (!row) throw new AppError("UNAUTHENTICATED", "The account no longer exists");
  return row;
}
