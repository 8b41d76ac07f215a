import { afterAll, beforeAll, describe } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { parseEnv } from "../env";
import { createLogger } from "../infra/logger";
import { availableDatabaseKinds, createTestDatabase, type DatabaseKind } from "./test-database";

export interface TestContext {
  kind: DatabaseKind;
  database: DatabaseHandle;
  app: ReturnType<typeof createApp>;
}

export function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({ NODE_ENV: "test", DATA_DIR: "./data/test", LOG_LEVEL: "silent", ...overrides });
}

export function createTestApp(database: DatabaseHandle, envOverrides: Record<string, string> = {}) {
  return createApp({
    env: testEnv(envOverrides),
    logger: createLogger({ level: "silent" }),
    database,
  });
}

const kinds = await availableDatabaseKinds();

/** Runs a suite once per available database engine, each on a database of its own. */
export function describeEachDatabase(name: string, body: (context: () => TestContext) => void) {
  describe.each(kinds)(`${name} (%s)`, (kind) => {
    let context: TestContext | undefined;
    beforeAll(async () => {
      const database = await createTestDatabase(kind);
      context = { kind, database, app: createTestApp(database) };
    });
    afterAll(async () => {
      await context?.database.close();
    });
    body(() => {
      if (!context) throw new Error("The test database is not ready");
      return context;
    });
  });
}
