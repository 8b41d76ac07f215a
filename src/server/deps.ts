import type { AccessReader } from "./auth/access";
import type { Auth } from "./auth/create-auth";
import type { PasswordHashing } from "./auth/password-hashing";
import type { SessionReader } from "./auth/session-reader";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { JobQueue } from "./infra/jobs/job-queue";
import type { Logger } from "./infra/logger";
import type { Mailer } from "./infra/mail/mailer";
import type { EventBus } from "./infra/realtime/event-bus";
import type { ObjectStorage } from "./infra/storage/object-storage";
import type { TimeStampAuthority } from "./infra/timestamping/time-stamp-authority";

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
  /** The RFC 3161 authority that dates the play log's seals (TSA_URL); unset: none. */
  timeStamps?: TimeStampAuthority;
  /** How passwords are hashed: scrypt, at a lower cost only in the API suites. */
  passwordHashing: PasswordHashing;
}

/** What every feature receives: the infrastructure and the auth instance built on it. */
export interface AppDeps extends InfraDeps {
  auth: Auth;
  /** Who a request's session belongs to, remembered per instance until an event says otherwise. */
  sessions: SessionReader;
  /** Who may play now (the one access rule), remembered per instance like sessions. */
  access: AccessReader;
  /** Aborts when the server starts to drain (SIGTERM): live streams send their browsers elsewhere. */
  draining: AbortSignal;
}
