import type { Auth } from "./auth/create-auth";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { JobQueue } from "./infra/jobs/job-queue";
import type { Logger } from "./infra/logger";
import type { Mailer } from "./infra/mail/mailer";
import type { EventBus } from "./infra/realtime/event-bus";
import type { ObjectStorage } from "./infra/storage/object-storage";

/** The infrastructure the composition root is given. */
export interface InfraDeps {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: ObjectStorage;
  events: EventBus;
  /** Durable background jobs (pg-boss on the same database). */
  jobs: JobQueue;
}

/** What every feature receives: the infrastructure and the auth instance built on it. */
export interface AppDeps extends InfraDeps {
  auth: Auth;
  /** Aborts when the server starts to drain (SIGTERM): live streams send their browsers elsewhere. */
  draining: AbortSignal;
}
