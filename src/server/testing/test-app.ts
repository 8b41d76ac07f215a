import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { parseEnv } from "../env";
import { createInfra, type Infra } from "../create-infra";
import { startWorkers } from "../workers";
import { fileMailbox, type Mailbox } from "./mailbox";
import { availableDatabaseKinds, createTestDatabase, type DatabaseKind } from "./test-database";

export const TEST_APP_URL = "http://localhost:3000";
/** 64 times cheaper than the full cost: sign-ups took a quarter of the suites' time. */
const API_SUITE_SCRYPT_COST = 256;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  infra: Infra;
  mailbox: Mailbox;
  dataDir: string;
  /** Closes the infrastructure and removes the data folder; the database stays open. */
  close(): Promise<void>;
}

export interface TestContext extends TestApp {
  kind: DatabaseKind;
  database: DatabaseHandle;
}

export function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "test",
    DATA_DIR: "./data/test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
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
 * does; otherwise the queue is created but idle. `draining`: the server's shutdown signal.
 */
export async function createTestApp(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
  options: { jobs?: boolean; draining?: AbortSignal } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-api-"));
  const infra = await createInfra({
    env: testEnv({ DATA_DIR: dataDir, ...envOverrides }),
    database,
    startJobs: options.jobs,
    scryptCost: API_SUITE_SCRYPT_COST,
  });
  if (options.jobs) await startWorkers(infra);
  return {
    app: createApp({ ...infra, draining: options.draining }),
    infra,
    mailbox: fileMailbox(path.join(dataDir, "mail")),
    dataDir,
    async close() {
      await infra.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test's own app on an in-memory PGlite database of its own; both closed after `run`. */
export async function withTestApp<T>(
  envOverrides: Record<string, string>,
  run: (context: TestContext) => Promise<T>,
): Promise<T> {
  const database = await createTestDatabase("pglite");
  try {
    const app = await createTestApp(database, envOverrides);
    try {
      return await run({ kind: "pglite", database, ...app });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const kinds = await availableDatabaseKinds();

/**
 * In a suite: the app on a database of its own for this engine, made before the suite's
 * tests and closed after them. `envOverrides` is read when the app is made, so it may
 * name what an earlier `beforeAll` started (an SMTP sink's URL).
 */
export function useTestApp(
  kind: DatabaseKind,
  envOverrides: () => Record<string, string> = () => ({}),
): () => TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    context = {
      kind,
      database,
      ...(await createTestApp(database, envOverrides(), { jobs: true })),
    };
  });
  afterAll(async () => {
    await context?.close();
    await context?.database.close();
  });
  return () => {
    if (!context) throw new Error("The test database is not ready");
    return context;
  };
}

/**
 * In a suite: a second instance of the app on the suite's database, with its own event
 * bus and its own memory of sessions — the other side of a load balancer.
 */
export function useSecondInstance(context: () => TestContext): () => TestApp {
  let other: TestApp | undefined;
  beforeAll(async () => {
    other = await createTestApp(context().database);
  });
  afterAll(async () => {
    await other?.close();
  });
  return () => {
    if (!other) throw new Error("The second instance is not ready");
    return other;
  };
}

/**
 * Runs a suite once per available database engine, each on a database of its own.
 * `envOverrides`: read when each engine's app is made (as in `useTestApp`).
 */
export function describeEachDatabase(
  name: string,
  body: (context: () => TestContext) => void,
  envOverrides?: () => Record<string, string>,
) {
  describe.each(kinds)(`${name} (%s)`, (kind) => body(useTestApp(kind, envOverrides)));
}
