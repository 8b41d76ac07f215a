import fs from "node:fs";
import { EnvError, parseEnv, type Env } from "./env";
import { createInfra, type Infra } from "./create-infra";
import { createLogger } from "./infra/logger";
import { startWorkers } from "./workers";

/**
 * What both the server and the CLI need: configuration, logs, a migrated database, the
 * job queue. `workers`: also run the background jobs (the server does; the CLI only
 * enqueues), which picks up whatever a previous process left unfinished.
 */
export async function boot(options: { logLevel?: string; workers?: boolean } = {}): Promise<Infra> {
  const env = readEnv();
  const logger = createLogger({ level: options.logLevel ?? env.LOG_LEVEL });
  const infra = await createInfra({ env, logger, startJobs: true });
  if (options.workers) await startWorkers(infra);
  return infra;
}

/** The configuration, from the environment and .env; a bad value stops the process naming it. */
export function readEnv(): Env {
  // Operators may keep their variables in .env; the real environment wins.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
