import { eq } from "drizzle-orm";
import type { Role } from "~/shared/accounts/roles";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";

/** Toggles user/admin. An admin cannot remove their own admin role (no lock-out). */
export async function setRole(options: {
  db: Database;
  actorId: string;
  userId: string;
  role: Role;
}): Promise<void> {
  if (options.userId === options.actorId && options.role !== "admin") {
    throw new AppError("CONFLICT", "Admins cannot remove their own admin role");
  }
  const updated = await options.db
    .update(user)
    .set({ role: options.role })
    .where(eq(user.id, options.userId))
    .returning({ id: user.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "No such user");
}
