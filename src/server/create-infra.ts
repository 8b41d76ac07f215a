import fs from "node:fs";
import path from "node:path";
import { databaseTarget, openDatabase, type DatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import type { InfraDeps } from "./deps";
import type { Env } from "./env";
import { loadOrCreateAuthSecret, loadOrCreateSharedAuthSecret } from "./infra/auth-secret";
import { createJobQueue } from "./infra/jobs/job-queue";
import { createLogger, type Logger } from "./infra/logger";
import { createMailer } from "./infra/mail/mailer";
import { createEventBus } from "./infra/realtime/event-bus";
import { createStorage } from "./infra/storage/create-storage";
import { scryptPasswordHashing } from "./auth/password-hashing";
import { createHttpTimeStampAuthority } from "./infra/timestamping/http-time-stamp-authority";

export interface CreateInfraOptions {
  /** The parsed configuration: DATA_DIR, DATABASE_URL, SMTP_URL, S3_* choose the engines. */
  env: Env;
  /** Default: a logger at env.LOG_LEVEL. */
  logger?: Logger;
  /**
   * A database the caller opened, migrated and closes itself (tests, benches). Unset: the
   * one env names (PGlite in DATA_DIR, or DATABASE_URL), migrated here and closed by close().
   */
  database?: DatabaseHandle;
  /** Start the job queue, so that jobs can be sent and workers registered (default: idle). */
  startJobs?: boolean;
  /**
   * scrypt's cost for passwords. Unset: the full cost. The API suites sign up thousands of
   * accounts and hash at a lower one; a password hashed at one cost verifies only at it.
   */
  scryptCost?: number;
}

export interface Infra extends InfraDeps {
  /**
   * Stops the job queue: running handlers finish, none starts. Once: a second call waits
   * for the first stop. A failure is logged, not thrown, so that shutdown goes on.
   */
  stopJobs(): Promise<void>;
  /** Stops the jobs, then closes mail, live events and the database if it opened it. */
  close(): Promise<void>;
}

/** The operator's AUTH_SECRET, or one generated where every instance finds it. */
async function authSecret(
  env: Env,
  database: DatabaseHandle,
  dataDir: string,
  logger: Logger,
): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (database.kind === "pglite") return loadOrCreateAuthSecret(dataDir);
  logger.info(
    "AUTH_SECRET is not set: sessions are signed with a secret generated once and kept in " +
      "the database, so that every instance sharing it accepts them (set AUTH_SECRET in production)",
  );
  return loadOrCreateSharedAuthSecret(database.db);
}

/**
 * The infrastructure, wired once for the server, the CLI, the API tests and the benches:
 * logs, database, mail, object storage, live events, the job queue and the time-stamp
 * authority (where TSA_URL names one), each the embedded default or the production engine
 * as the configuration says. The features' workers are not started here (`startWorkers`):
 * infra knows nothing of features.
 */
export async function createInfra(options: CreateInfraOptions): Promise<Infra> {
  const logger = options.logger ?? createLogger({ level: options.env.LOG_LEVEL });
  const dataDir = path.resolve(options.env.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseTarget(options.env)));
  let env: Env;
  try {
    if (ownsDatabase) await migrateDatabase(database);
    env = { ...options.env, AUTH_SECRET: await authSecret(options.env, database, dataDir, logger) };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir, logger });
  const storage = createStorage(env);
  const events = await createEventBus({ database, logger });
  const jobs = createJobQueue({ database, logger });
  const timeStamps = env.TSA_URL ? createHttpTimeStampAuthority({ url: env.TSA_URL }) : undefined;
  if (options.startJobs) await jobs.start();

  let jobsStopped: Promise<void> | undefined;
  const stopJobs = () =>
    (jobsStopped ??= jobs.stop().catch((error: unknown) => {
      logger.error({ err: error }, "stopping the job queue failed");
    }));

  return {
    env,
    logger,
    database,
    mailer,
    storage,
    events,
    jobs,
    timeStamps,
    passwordHashing: scryptPasswordHashing(options.scryptCost),
    stopJobs,
    async close() {
      await stopJobs();
      mailer.close();
      // A listener that cannot say goodbye must not keep the database open.
      await events.close().catch(() => {});
      if (ownsDatabase) await database.close();
    },
  };
}
