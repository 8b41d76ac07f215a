import { eq } from "drizzle-orm";
import type { z } from "~/shared/validation/zod";
import type { billingInfoSchema, updateProfileSchema } from "~/shared/accounts/profile-schema";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";

/** The columns of their own row a user may change. */
type OwnColumns = Partial<Pick<typeof user.$inferInsert, "name" | "billingInfo">>;

const setOwnColumns = async (db: Database, userId: string, columns: OwnColumns) => {
  await db.update(user).set(columns).where(eq(user.id, userId));
};

/** Only the full name: e-mail, role and access are not the user's to change. */
export const updateProfile = (options: {
  db: Database;
  userId: string;
  changes: z.output<typeof updateProfileSchema>;
}): Promise<void> => setOwnColumns(options.db, options.userId, { name: options.changes.fullName });

export const updateBillingInfo = (options: {
  db: Database;
  userId: string;
  billingInfo: z.output<typeof billingInfoSchema>;
}): Promise<void> =>
  setOwnColumns(options.db, options.userId, { billingInfo: options.billingInfo });
