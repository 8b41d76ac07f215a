import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../domain/database";
import { sharedSecret } from "../domain/deployment/tables";

const generateSecret = () => randomBytes(48).toString("base64url");

/**
 * Outside production the session secret may be left unset: on the embedded database one
 * is generated on the first start and kept in DATA_DIR, so sessions survive restarts.
 */
export function loadOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = generateSecret();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * On PostgreSQL, instances share the database but not DATA_DIR: a secret of each one's
 * own would make every session valid on one instance only. The first instance to start
 * stores one (a race is settled by the primary key); all of them read the same.
 */
export async function loadOrCreateSharedAuthSecret(db: Database): Promise<string> {
  await db
    .insert(sharedSecret)
    .values({ name: "auth", value: generateSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: sharedSecret.value })
    .from(sharedSecret)
    .where(eq(sharedSecret.name, "auth"));
  if (!row) throw new Error("The shared session secret could not be stored");
  return row.value;
}
