import fs from "node:fs";
import path from "node:path";
import { databaseTarget, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { EnvError, parseEnv, type Env } from "./env";
import { loadOrCreateAuthSecret } from "./infra/auth-secret";
import type { InfraDeps } from "./deps";
import { createJobQueue } from "./infra/jobs/job-queue";
import { createLogger } from "./infra/logger";
import { createMailer } from "./infra/mail/mailer";
import { createEventBus } from "./infra/realtime/event-bus";
import { createStorage } from "./infra/storage/create-storage";
import { startWorkers } from "./workers";

export type Booted = InfraDeps;

/**
 * What both the server and the CLI need: configuration, logs, a migrated database, the
 * job queue. `workers`: also run the background jobs (the server does; the CLI only
 * enqueues), which picks up whatever a previous process left unfinished.
 */
export async function boot(
  options: { logLevel?: string; workers?: boolean } = {},
): Promise<Booted> {
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
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir, logger });
  const storage = createStorage(env);
  const events = await createEventBus({ database, logger });
  const jobs = createJobQueue({ database, logger });
  await jobs.start();
  const infra = { env, logger, database, mailer, storage, events, jobs };
  if (options.workers) await startWorkers(infra);
  return infra;
}
