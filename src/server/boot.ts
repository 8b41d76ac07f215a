import fs from "node:fs";
import path from "node:path";
import { databaseTarget, openDatabase, type DatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { EnvError, parseEnv, type Env } from "./env";
import { loadOrCreateAuthSecret } from "./infra/auth-secret";
import { createLogger, type Logger } from "./infra/logger";

export interface Booted {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
}

/** What both the server and the CLI need: configuration, logs, a migrated database. */
export async function boot(options: { logLevel?: string } = {}): Promise<Booted> {
  // Operators may keep their variables in .env; the real environment wins.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: options.logLevel ?? env.LOG_LEVEL });
  const dataDir = path.resolve(env.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  env.AUTH_SECRET ??= loadOrCreateAuthSecret(dataDir);
  const database = await openDatabase(databaseTarget(env));
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { env, logger, database };
}
