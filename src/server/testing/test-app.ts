import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { parseEnv } from "../env";
import { createLogger } from "../infra/logger";
import type { InfraDeps } from "../deps";
import { createJobQueue } from "../infra/jobs/job-queue";
import { createMailer } from "../infra/mail/mailer";
import { createEventBus } from "../infra/realtime/event-bus";
import { createStorage } from "../infra/storage/create-storage";
import { startWorkers } from "../workers";
import { fileMailbox, type Mailbox } from "./mailbox";
import { availableDatabaseKinds, createTestDatabase, type DatabaseKind } from "./test-database";

export const TEST_APP_URL = "http://localhost:3000";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  infra: InfraDeps;
  mailbox: Mailbox;
  dataDir: string;
}

export interface TestContext extends TestApp {
  kind: DatabaseKind;
  database: DatabaseHandle;
}

export function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "test",
    DATA_DIR: "./data/test",
    LOG_LEVEL: "silent",
    APP_URL: TEST_APP_URL,
    // Tests give each client its own address through X-Forwarded-For.
    TRUST_PROXY: "true",
    // The built-in test checkout, even where a test uses an https APP_URL.
    PAYMENTS: "local",
    AUTH_SECRET: "a-test-secret-that-is-long-enough-0123456789",
    ...overrides,
  });
}

/**
 * The real app on a test database: mail written to files (or sent to SMTP_URL when a test
 * sets it) and uploads stored on disk in a folder of its own, live events through the
 * database's LISTEN/NOTIFY. `jobs`: start the job queue and its workers, as the server
 * does (stop it with `infra.jobs.stop()`); otherwise the queue is created but idle.
 */
export async function createTestApp(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
  options: { jobs?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-api-"));
  const env = testEnv({ DATA_DIR: dataDir, ...envOverrides });
  const logger = createLogger({ level: "silent" });
  const infra: InfraDeps = {
    env,
    logger,
    database,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir, logger }),
    storage: createStorage(env),
    events: await createEventBus({ database, logger }),
    jobs: createJobQueue({ database, logger }),
  };
  if (options.jobs) {
    await infra.jobs.start();
    await startWorkers(infra);
  }
  return {
    app: createApp(infra),
    infra,
    mailbox: fileMailbox(path.join(dataDir, "mail")),
    dataDir,
  };
}

const kinds = await availableDatabaseKinds();

/** Runs a suite once per available database engine, each on a database of its own. */
export function describeEachDatabase(name: string, body: (context: () => TestContext) => void) {
  describe.each(kinds)(`${name} (%s)`, (kind) => {
    let context: TestContext | undefined;
    beforeAll(async () => {
      const database = await createTestDatabase(kind);
      context = { kind, database, ...(await createTestApp(database, {}, { jobs: true })) };
    });
    afterAll(async () => {
      await context?.infra.jobs.stop();
      context?.infra.mailer.close();
      await context?.infra.events.close();
      await context?.database.close();
      if (context) fs.rmSync(context.dataDir, { recursive: true, force: true });
    });
    body(() => {
      if (!context) throw new Error("The test database is not ready");
      return context;
    });
  });
}
