import { eq } from "drizzle-orm";
import type { z } from "~/shared/validation/zod";
import type { updateProfileSchema } from "~/shared/accounts/profile-schema";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";

/** Only the full name: e-mail, role and access are not the user's to change. */
export async function updateProfile(options: {
  db: Database;
  userId: string;
  changes: z.output<typeof updateProfileSchema>;
}): Promise<void> {
  await options.db
    .update(user)
    .set({ name: options.changes.fullName })
    .where(eq(user.id, options.userId));
}
