import { eq } from "drizzle-orm";
import type { z } from "~/shared/validation/zod";
import type { adminUpdateUserSchema } from "~/shared/users/schema";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";

/** An admin edits a user's full name, phone and company. */
export async function updateUser(options: {
  db: Database;
  userId: string;
  changes: z.output<typeof adminUpdateUserSchema>;
}): Promise<void> {
  const { fullName, phone, company } = options.changes;
  const updated = await options.db
    .update(user)
    .set({ name: fullName, phone, company })
    .where(eq(user.id, options.userId))
    .returning({ id: user.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "No such user");
}
