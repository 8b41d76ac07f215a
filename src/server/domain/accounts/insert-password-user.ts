import { randomUUID } from "node:crypto";
import type { Role } from "~/shared/accounts/roles";
import type { Database } from "../database";
import { account, user } from "./tables";

/**
 * A verified user who signs in with a password (better-auth's "credential" account), made
 * outside better-auth. `passwordHash` is hashed the way better-auth verifies it at sign-in.
 * Inside a transaction: the user and their account are made together. Answers the user's id.
 */
export async function insertPasswordUser(
  tx: Pick<Database, "insert">,
  options: { email: string; name: string; role?: Role; passwordHash: string },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(user).values({
    id,
    email: options.email,
    name: options.name,
    emailVerified: true,
    role: options.role,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    userId: id,
    accountId: id,
    providerId: "credential",
    password: options.passwordHash,
  });
  return id;
}
