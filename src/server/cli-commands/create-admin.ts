import { eq } from "drizzle-orm";
import { z } from "~/shared/validation/zod";
import { passwordSchema } from "~/shared/accounts/password-policy";
import { emailSchema, fullNameSchema } from "~/shared/accounts/schema";
import { createAuth } from "../auth/create-auth";
import { insertPasswordUser } from "../domain/accounts/insert-password-user";
import { user } from "../domain/accounts/tables";
import type { InfraDeps } from "../deps";

export const createAdminArgsSchema = z.object({
  email: emailSchema,
  password: passwordSchema.optional(),
  name: fullNameSchema.optional(),
});

export class CreateAdminError extends Error {}

export type CreateAdminResult = "created" | "promoted" | "already-admin";

/**
 * The only way to the first administrator: creates a verified admin, or promotes an
 * existing account (its password is left as it is).
 */
export async function createAdmin(
  deps: InfraDeps,
  args: z.output<typeof createAdminArgsSchema>,
): Promise<CreateAdminResult> {
  const { db } = deps.database;
  const existing = await db.query.user.findFirst({ where: eq(user.email, args.email) });
  if (existing) {
    if (existing.role === "admin" && existing.emailVerified) return "already-admin";
    await db
      .update(user)
      .set({ role: "admin", emailVerified: true })
      .where(eq(user.id, existing.id));
    return "promoted";
  }
  if (!args.password) throw new CreateAdminError("--password is required to create a new account");

  // Hashed the way better-auth verifies it at sign-in.
  const hash = await (await createAuth(deps).$context).password.hash(args.password);
  await db.transaction((tx) =>
    insertPasswordUser(tx, {
      email: args.email,
      name: args.name ?? args.email.split("@")[0] ?? args.email,
      role: "admin",
      passwordHash: hash,
    }),
  );
  return "created";
}
