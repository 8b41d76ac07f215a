import { eq } from "drizzle-orm";
import type { z } from "~/shared/schemas/zod";
import type { updateProfileSchema } from "~/shared/schemas/profile";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";

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
